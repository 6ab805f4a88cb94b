// The offline namespace's English source: a new version, no network, and writes waiting to send.
export const en = {
  updateReady: "A new version of Kumite is ready",
  reload: "Reload",
  offline: "You are offline: showing what was saved",
  /** {{time}}: when the newest saved data was fetched, as a date and time. */
  savedAt: "Saved {{time}}",
};
