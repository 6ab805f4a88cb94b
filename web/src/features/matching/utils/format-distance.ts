/** Kilometres to one decimal (SPEC §9) in the locale's digits: "3.2" in English, "3,2" in Portuguese. */
export function formatKilometres(distanceKm: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(distanceKm);
}
