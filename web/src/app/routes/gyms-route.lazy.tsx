import { createLazyRoute } from "@tanstack/react-router";
import { GymsPage } from "@/features/gyms/components/gyms-page.tsx";

/** The /gyms screen, loaded with its route. */
export const gymsLazyRoute = createLazyRoute("/gyms")({ component: GymsPage });
