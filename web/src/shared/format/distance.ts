/** SPEC §9: a distance in km to one decimal, in the reader's locale ("3.2 km", "3,2 km"). */
export function formatDistance(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: "unit",
    unit: "kilometer",
    unitDisplay: "short",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(km);
}
