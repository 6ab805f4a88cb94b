// The common namespace's English source: words every feature's screens share.
export const en = {
  justNow: "Just now",
  starting: "Kumite is starting. Your screen fills in a moment.",
  martialArts: "Martial arts",
  /** After the badges shown: the arts left out. */
  moreCount_one: "+{{count}} more",
  moreCount_other: "+{{count}} more",
};
