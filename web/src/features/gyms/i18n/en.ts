// The gyms namespace's English source: SPEC §2's gyms screen.
export const en = {
  title: "Discover Gyms",
};
