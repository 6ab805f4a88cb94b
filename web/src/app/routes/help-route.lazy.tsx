import { createLazyRoute } from "@tanstack/react-router";
import { HelpPage } from "@/features/help/components/help-page.tsx";

/** The /help screen, loaded with its route. */
export const helpLazyRoute = createLazyRoute("/help")({ component: HelpPage });
