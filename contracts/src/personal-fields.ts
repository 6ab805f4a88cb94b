// How an event type is classified for erasure (issue 30): either some of its fields are a member's
// personal data, sealed in the log under that member's key so that deleting the account makes them
// unreadable everywhere, or it carries none. Every event type of every context says which, beside
// its events (`<context>/personal-data.ts`): the maps are typed by each context's union, so a new
// event type does not compile until it is classified.

/** The fields of an event that belong to one member: their key seals them. */
export type PersonalFields<Data> = {
  /** Whose data it is: the author, sender, reporter, the member a profile describes. */
  owner: (data: Data) => string;
  /** Sealed together; ids stay in clear, since the services route and join by them. */
  fields: readonly (keyof Data & string)[];
  /** Free-text fields left in clear on purpose, with the reason in a comment where declared. */
  clear?: readonly (keyof Data & string)[];
};

/** An event type with no member's personal data, and why (ids, values from a list, a place's or a dojo's own data). */
export type NotPersonal = { notPersonal: string };

export type Classification<Data> = PersonalFields<Data> | NotPersonal;

/** One classification for each event type of a context's union. */
export type PersonalDataOf<Union extends { type: string; data: unknown }> = {
  [Event in Union as Event["type"]]: Classification<Event["data"]>;
};

export const notPersonal = (why: string): NotPersonal => ({ notPersonal: why });

export const isPersonal = <Data>(classification: Classification<Data>): classification is PersonalFields<Data> =>
  "fields" in classification;
