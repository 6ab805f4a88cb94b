/** The browser's time zone ("Europe/Lisbon"): open mats are "today" where the member is. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
