/**
 * SPEC §2: Directions opens an external maps search at the gym's coordinates. Google Maps' search
 * URL (its documented `api=1` form) opens the app on a phone and the site elsewhere.
 */
export function directionsUrl({ latitude, longitude }: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${latitude},${longitude}`)}`;
}

/** A `tel:` link: the server lets only digits, spaces and + - ( ) . through; the link keeps + and digits. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * The website as a link, only when it is http(s) (the server stores nothing else; this is the last
 * guard so that no other scheme ever becomes an href).
 */
export function safeWebsite(website: string | null): string | null {
  if (!website) return null;
  try {
    const url = new URL(website);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The website as people say it: without the scheme and a lone trailing slash. */
export function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
