// The events namespace's English source: SPEC §2's events screen and the home page's events panel.
export const en = {
  title: "Training Events",
  upcoming: {
    title: "Upcoming Events",
    viewAll: "View all",
    empty: "No upcoming events",
  },
};
