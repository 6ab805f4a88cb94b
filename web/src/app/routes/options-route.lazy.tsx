import { createLazyRoute } from "@tanstack/react-router";
import { OptionsPage } from "@/features/options/components/options-page.tsx";

/** The /options screen, loaded with its route. */
export const optionsLazyRoute = createLazyRoute("/options")({ component: OptionsPage });
