/** "Mar 9, 2030, 10:00 AM" / "9 de mar. de 2030, 10:00": short, as a result's line has little room. */
export const eventWhen = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
