// The dojos namespace's English source: SPEC §2's dojo list and the home page's featured dojos.
export const en = {
  title: "Martial Arts Dojos",
  featured: {
    title: "Featured Dojos",
    viewAll: "View all",
    empty: "No dojos yet",
    create: "Create a Dojo",
    members_one: "{{count}} member",
    members_other: "{{count}} members",
  },
};
