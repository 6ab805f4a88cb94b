/** "3.2 km away": kilometres to one decimal (SPEC §9). */
export function formatDistance(distanceKm: number): string {
  return `${distanceKm.toFixed(1)} km away`;
}
