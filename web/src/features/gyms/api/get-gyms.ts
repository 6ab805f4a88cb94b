import type { OpenMatFilter } from "@kumite/contracts/gym/commands";
import type { GymView } from "@kumite/contracts/gym/views";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/shared/api/api-request.ts";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { GYMS_KEY } from "./gym-keys.ts";

/** What the gyms page asks for: near the member when their location is known, else every gym. */
export interface GymSearch {
  location: Coordinates | null;
  radius: number;
  openMat: OpenMatFilter | null;
  timeZone: string;
}

function query(params: Record<string, string | number | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null) search.set(name, String(value));
  return search.toString();
}

export function allGymsPath({ openMat, timeZone }: Pick<GymSearch, "openMat" | "timeZone">): string {
  return `/api/gyms?${query({ openMat, timeZone })}`;
}

export function nearbyGymsPath({ location, radius, openMat, timeZone }: GymSearch & { location: Coordinates }): string {
  const { latitude, longitude } = location;
  return `/api/gyms/nearby?${query({ latitude, longitude, radius, openMat, timeZone })}`;
}

const list = async (path: string) => {
  const gyms = await apiJson<GymView[]>("GET", path);
  return Array.isArray(gyms) ? gyms : [];
};

/**
 * SPEC §7, §8: GET /api/gyms/nearby when the location is known, otherwise GET /api/gyms; a failed
 * nearby falls back to all gyms, and a failed list to an empty one. The member's coordinates go
 * only into this, their own request.
 */
export async function getGyms(search: GymSearch): Promise<GymView[]> {
  if (search.location) {
    try {
      return await list(nearbyGymsPath({ ...search, location: search.location }));
    } catch {
      // fall back to every gym
    }
  }
  try {
    return await list(allGymsPath(search));
  } catch {
    return [];
  }
}

export function useGyms(search: GymSearch, { enabled = true } = {}) {
  return useQuery({
    queryKey: [...GYMS_KEY, "list", search],
    queryFn: () => getGyms(search),
    enabled,
    // A new radius or filter keeps the cards on screen until its answer comes.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/gyms/{id} for a gym the address names (the search dialog links to one); idle without one. */
export function useLinkedGym(gymId: string | null, timeZone: string) {
  return useQuery({
    queryKey: [...GYMS_KEY, "one", gymId, timeZone],
    queryFn: () => apiJson<GymView>("GET", `/api/gyms/${encodeURIComponent(gymId!)}?${query({ timeZone })}`),
    enabled: gymId !== null,
  });
}

/** GET /api/gyms/{id}: one gym with its open mats, starting from what the list (or a 409) gave. */
export function useGym(gym: GymView, timeZone: string) {
  return useQuery({
    queryKey: [...GYMS_KEY, "one", gym.id, timeZone],
    queryFn: () =>
      apiJson<GymView>("GET", `/api/gyms/${encodeURIComponent(gym.id)}?${query({ timeZone })}`).then(
        // The distance is the list's: a gym read alone has none.
        (fresh) => ({ ...fresh, distance: fresh.distance ?? gym.distance }),
      ),
    initialData: gym,
    // The list's copy is shown at once, and refreshed as the panel opens.
    initialDataUpdatedAt: 0,
    staleTime: 0,
  });
}
