// The search namespace's English source: SPEC §2 "Search dialog", word for word.
export const en = {
  openSearch: "Search",
  title: "Search {{product}}",
  placeholder: "Search for users, dojos, or martial arts...",
  queryLabel: "Search query",
  start: {
    title: "Start typing to search",
    detail: "Find users, dojos, and martial arts communities",
    quickAccess: "Quick Access",
    help: "Help & Guide",
    learn: "Learn how to use {{product}}",
  },
  searching: "Searching",
  /** "Users (7)": how many were found, which may be more than the 5 shown. */
  users: "Users ({{found}})",
  dojos: "Dojos ({{found}})",
  noResults: 'No results found for "{{query}}"',
  tryDifferent: "Try different keywords or browse categories",
};
