// The offline namespace's English source: a new version, no network, and writes waiting to send.
export const en = {
  updateReady: "A new version of Kumite is ready",
  reload: "Reload",
  offline: "You are offline: showing what was saved",
  /** {{time}}: when the newest saved data was fetched, as a date and time. */
  savedAt: "Saved {{time}}",
  outbox: {
    /** Beside a message, a comment or an action made offline (or cut off) until it goes out. */
    waiting: "Waiting to send",
    sending: "Sending…",
    cancel: "Cancel",
    /** The Cancel button's accessible name: {{text}} is what waits (a message, an event's title). */
    cancelLabel: "Cancel sending: {{text}}",
    cancelled: "Not sent: cancelled",
    alreadySent: "It was already sent",
    /** Under the header while writes wait. */
    count_one: "{{count}} waiting to send",
    count_other: "{{count}} waiting to send",
    show: "Show",
    hide: "Hide",
    sendNow: "Send now",
    refused: "Not sent: {{text}}",
    expired: "Not sent after waiting a day: {{text}}",
    kinds: {
      message: "Message",
      groupMessage: "Group message",
      comment: "Comment",
      like: "Like",
      eventJoin: "Join event",
      eventLeave: "Leave event",
    },
  },
};
