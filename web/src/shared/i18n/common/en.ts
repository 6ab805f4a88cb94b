// The common namespace's English source: words every feature's screens share.
export const en = {
  justNow: "Just now",
  /** A member a block hides from the reader, where a dojo, an event or a chat names them. */
  hiddenMember: "A member",
  starting: "Kumite is starting. Your screen fills in a moment.",
  /** While a call waits on a service busy for a moment (a read catching up, a save being confirmed). */
  busy: "Kumite is taking a moment. Your screen fills in shortly.",
  martialArts: "Martial arts",
  /** After the badges shown: the arts left out. */
  moreCount_one: "+{{count}} more",
  moreCount_other: "+{{count}} more",
  /** Under a failed load, when the server said nothing more (a network failure). */
  tryAgainLater: "Check your connection and try again.",
  /** An invite list's words, for a dojo and an event alike. */
  invite: {
    button: "Invite",
    buttonLabel: "Invite {{name}}",
    loadFailed: "Could not load whom you can invite.",
  },
  /** The dojo roles, keyed by the value the server stores (SPEC §3). */
  dojoRoles: {
    new_blood: "New Blood",
    warrior: "Warrior",
    elder: "Elder",
    leader: "Leader",
  },
  /** Each martial art's name, keyed by the value the server stores (SPEC §3). */
  arts: {
    Karate: "Karate",
    "Muay Thai": "Muay Thai",
    Boxing: "Boxing",
    Taekwondo: "Taekwondo",
    "Kung Fu": "Kung Fu",
    Kickboxing: "Kickboxing",
    "Brazilian Jiu-Jitsu": "Brazilian Jiu-Jitsu",
    Judo: "Judo",
    Wrestling: "Wrestling",
    Sambo: "Sambo",
    "Mixed Martial Arts": "Mixed Martial Arts",
    "Combat Sports": "Combat Sports",
  },
};
