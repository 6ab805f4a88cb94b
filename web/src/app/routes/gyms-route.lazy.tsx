import { createLazyRoute } from "@tanstack/react-router";
import { GymsPage } from "@/features/gyms/components/gyms-page.tsx";

/** The /gyms screen, loaded with its route: `?gymId=` opens that gym's panel. */
export const gymsLazyRoute = createLazyRoute("/gyms")({ component: GymsScreen });

function GymsScreen() {
  const gymId = gymsLazyRoute.useSearch({ select: (search) => search.gymId ?? null });
  return <GymsPage gymId={gymId} />;
}
