// The search namespace's English source: SPEC §2 "Search dialog", word for word; the gyms and
// events sections, the keyboard hint and the per-section empty states go beyond SPEC.
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
  /** Searches start at 2 characters (contracts' SEARCH_QUERY_MIN_CHARS). */
  keepTyping: "Type at least {{min}} characters to search",
  /** Read by screen readers with the query box. */
  /** Over contracts' SEARCH_QUERY_MAX_WORDS the server refuses the query. */
  tooManyWords: "Search with at most {{max}} words",
  keysHint: "Use the up and down arrow keys to move through the results, and Enter to open one.",
  searching: "Searching",
  /** Told to screen readers when an answer arrives: how many results are shown. */
  announce_one: "{{count}} result",
  announce_other: "{{count}} results",
  /** "Users (7)": how many were found, which may be more than the 5 shown. */
  users: "Users ({{found}})",
  dojos: "Dojos ({{found}})",
  gyms: "Gyms ({{found}})",
  events: "Events ({{found}})",
  /** Under a section's heading when that kind found nothing (or its service did not answer). */
  empty: {
    users: "No users found",
    dojos: "No dojos found",
    gyms: "No gyms found",
    events: "No events found",
  },
  noResults: 'No results found for "{{query}}"',
  tryDifferent: "Try different keywords or browse categories",
};
