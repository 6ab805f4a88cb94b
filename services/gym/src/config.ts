import { z } from "zod";

/** What the gym service reads from its environment beyond every service's settings (kit/config.ts). */
export const GymConfig = z.object({
  /**
   * A Nominatim server (`https://nominatim.openstreetmap.org`, or one of your own): Add Gym looks an
   * address up at `<GEOCODER_URL>/search?q=…&format=jsonv2&limit=5`. Unset, the lookup is off
   * (503 `geocoder.off`) and members place the gym's pin on the map.
   */
  GEOCODER_URL: z.url().optional(),
});
export type GymConfig = z.infer<typeof GymConfig>;

/** The gym service's own settings; throws a readable error when they are not usable. */
export function loadGymConfig(env: NodeJS.ProcessEnv): GymConfig {
  const parsed = GymConfig.safeParse({ ...env, GEOCODER_URL: env.GEOCODER_URL || undefined });
  if (!parsed.success) throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
