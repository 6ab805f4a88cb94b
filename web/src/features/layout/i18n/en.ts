// The layout namespace's English source: SPEC §2's header and mobile menu.
export const en = {
  nav: {
    home: "Home",
    matching: "Matching",
    messages: "Messages",
    dojos: "Dojos",
    events: "Events",
    gyms: "Gyms",
    options: "Options",
    help: "Help",
  },
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  homeLink: "{{product}} home",
  menuTitle: "{{product}} Menu",
  openMenu: "Open menu",
  logout: "Logout",
  /** The avatar's name starts with the initials it shows (WCAG 2.5.3, label in name). */
  profileLink: "{{initials}}, your profile",
  /** The member's dojo in the header, linking to /dojos: "Kodokan · Warrior". */
  myDojo: {
    text: "{{dojo}} · {{title}}",
    /** Starts with what it shows (WCAG 2.5.3). */
    name: "{{text}}, your dojo",
    /** What the owner is called in their dojo, whatever their role. */
    owner: "Owner",
  },
};
