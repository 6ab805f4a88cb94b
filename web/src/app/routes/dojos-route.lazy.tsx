import { createLazyRoute } from "@tanstack/react-router";
import { DojosPage } from "@/features/dojos/components/dojos-page.tsx";

/** The /dojos screen, loaded with its route. */
export const dojosLazyRoute = createLazyRoute("/dojos")({ component: DojosPage });
