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
    dojo_invite: "Dojo invitation",
    event_waitlist_promoted: "Place from the waitlist",
    event_cancelled: "Event cancelled",
    report_action_taken: "Report outcome",
    dojo_removed: "Removed from a dojo",
    data_export_ready: "Your data",
    generic: "Notification",
  },
  /** Worded from the notification's data, as the server words its English (services/messaging queries/notifications.ts). */
  titles: {
    connectionRequest: "New connection request",
    connectionAccepted: "Connection accepted",
    match: "It's a match!",
    newMessages_one: "New message from {{name}}",
    newMessages_other: "{{count}} new messages from {{name}}",
    dojoInvite: "Dojo invitation",
    eventReminder: "Event reminder",
    eventInvite: "Event invitation",
    waitlistPromoted: "You're in!",
    eventCancelled: "Event cancelled",
    reportActionTaken: "Action taken on your report",
    dojoRemoved: "You were removed from {{dojo}}",
    dataExportReady: "Your data is ready to download",
  },
  messages: {
    connectionRequest: "{{name}} wants to train with you",
    connectionAccepted: "{{name}} accepted your request",
    match: "You and {{name}} want to train together",
    dojoInvite: "{{name}} invited you to join {{dojo}}",
    /** `when` is the event's date and time where the reader is ("Dec 1, 2026, 6:30 PM"). */
    eventReminder_24h: "{{title}} starts in 24 hours, {{when}}",
    eventReminder_1h: "{{title}} starts in 1 hour, {{when}}",
    eventInvite: "{{name}} invited you to {{title}}, {{when}}",
    eventInviteNoName: "You are invited to {{title}}, {{when}}",
    waitlistPromoted: "A place opened up: you are now taking part in {{title}}, {{when}}",
    eventCancelled: "{{title}}, {{when}}, has been cancelled",
    /** Names nobody: the reporter knows whom they reported. */
    reportActionTaken: "A member you reported has been suspended. Thank you for keeping Kumite safe.",
    /** The reason is the remover's own words, shown as written. */
    dojoRemoved: "Reason: {{reason}}",
    /** Choosing the notification opens Options → Account, where the link is. */
    dataExportReady: "Download it from Options → Account within 7 days.",
  },
  /** An event_invite's Join; the named form is the button's accessible name. */
  eventInvite: {
    join: "Join",
    joinNamed: "Join {{title}}",
    joined: "Joined event successfully!",
    joinedTag: "Joined",
    joinFailed: "Could not join the event",
    tryAgain: "Please try again.",
  },
  /** A dojo_invite's answers; the named forms are the buttons' accessible names. */
  invitation: {
    accept: "Accept",
    decline: "Decline",
    acceptNamed: "Accept the invitation to {{dojo}}",
    declineNamed: "Decline the invitation to {{dojo}}",
    accepted: "Accepted",
    declined: "Declined",
    expired: "Expired",
    joined: "Joined dojo successfully!",
    acceptFailed: "Could not accept the invitation",
    declineFailed: "Could not decline the invitation",
    tryAgain: "Please try again.",
  },
};
