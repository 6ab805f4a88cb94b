import type { ReadStore } from "@kumite/kit/read-store";
import type { HomePoint } from "../domain/home-point.ts";
import { HOME_POINTS, type HomePointDocument } from "../projections/home-points.ts";

/** The member's own point; both null when they gave none. */
export async function homePointOf(store: ReadStore, userId: string): Promise<HomePoint> {
  const found = await store.collection<HomePointDocument>(HOME_POINTS).findOne({ _id: userId });
  return { latitude: found?.latitude ?? null, longitude: found?.longitude ?? null };
}
