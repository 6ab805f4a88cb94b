// The feed namespace's English source: the home page's layout and its "Find Training Partners" card (SPEC §2).
export const en = {
  heading: "Community feed",
  findPartners: {
    title: "Find Training Partners",
    text: "Swipe through martial artists who match your style, level and schedule.",
    action: "Start Matching",
  },
};
