// The notifications namespace's English source: SPEC's exact wording where SPEC has one.
export const en = {
  bell: {
    /** The bell's accessible name; `badge` is the count as the badge shows it ("99+" above 99). */
    name: "Notifications",
    nameUnread_one: "Notifications, {{badge}} unread",
    nameUnread_other: "Notifications, {{badge}} unread",
  },
  panel: {
    title: "Notifications",
    markAllRead: "Mark all read",
    close: "Close notifications",
    empty: "No notifications yet",
  },
  /** Said before an unread item's icon and title, hidden from sight (the dot shows it). */
  unread: "Unread:",
  /** Each icon's name, keyed by the notification's type; `generic` for types this build does not know. */
  types: {
    connection_request: "Connection request",
    connection_accepted: "Connection accepted",
    new_message: "New message",
    event_reminder: "Event reminder",
    event_invite: "Event invite",
    generic: "Notification",
  },
  /**
   * Titles the server words without data (services/messaging queries/notifications.ts), in its
   * exact English: a title equal to one of its type's is shown from here, any other as the server sent it.
   */
  titles: {
    connectionRequest: "New connection request",
    connectionAccepted: "Connection accepted",
    match: "It's a match!",
  },
};
