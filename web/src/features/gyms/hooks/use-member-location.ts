import { useEffect, useMemo, useState } from "react";
import { getCurrentPosition, type Coordinates } from "@/shared/profile-form/current-position.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";

/** How long the page waits for the browser's answer before it lists every gym. */
export const LOCATING_PATIENCE_MS = 4_000;

export interface MemberLocation {
  /** Where the member is: their profile's coordinates, else the browser's; null when neither is known. */
  location: Coordinates | null;
  /** True while the browser is asked. */
  locating: boolean;
}

/**
 * SPEC §7: the member's location is their profile's coordinates (the session carries them to the
 * member alone), else the browser's geolocation. It stays in this browser and their own requests.
 * A refusal or a failure leaves it unknown: the page then lists every gym.
 */
export function useMemberLocation(): MemberLocation {
  const me = useCurrentUser();
  const { latitude, longitude } = me;
  // One object while the coordinates stay the same: the map refits only when they change.
  const fromProfile = useMemo(
    () => (latitude !== null && longitude !== null ? { latitude, longitude } : null),
    [latitude, longitude],
  );
  const [fromBrowser, setFromBrowser] = useState<Coordinates | null>(null);
  const [locating, setLocating] = useState(fromProfile === null);
  const needsBrowser = fromProfile === null;

  useEffect(() => {
    if (!needsBrowser) return;
    let live = true;
    getCurrentPosition().then(
      (position) => live && (setFromBrowser(position), setLocating(false)),
      () => live && setLocating(false),
    );
    // A permission prompt left unanswered never settles: the page lists every gym meanwhile, and
    // turns to the nearby ones if the answer comes.
    const patience = setTimeout(() => live && setLocating(false), LOCATING_PATIENCE_MS);
    return () => {
      live = false;
      clearTimeout(patience);
    };
  }, [needsBrowser]);

  return { location: fromProfile ?? fromBrowser, locating: needsBrowser && locating };
}
