// The messages namespace's English source: SPEC §2's exact wording where SPEC has one.
export const en = {
  page: {
    label: "Messages",
    title: "Messages",
  },
  welcome: {
    title: "Welcome to Messages",
    text: "Select a conversation from the sidebar to start chatting with your training partners",
    findPartners: "Find Training Partners",
  },
  conversations: {
    label: "Conversations",
    search: "Search conversations",
    searchPlaceholder: "Search conversations...",
    loadError: "Could not load your conversations",
    empty: "No conversations yet",
    emptyHint: "Start one with New conversation, or find training partners.",
    noMatch: 'No conversations match "{{search}}"',
    /** The last message, when one sent it oneself. */
    ownPreview: "You: {{content}}",
    /** Said after the badge, which is hidden from screen readers. */
    unread_one: "{{count}} unread",
    unread_other: "{{count}} unread",
  },
  chat: {
    /** The header while the member's name is not known yet. */
    fallbackTitle: "Conversation",
    back: "Back to conversations",
    userNotFound: "User not found",
    userNotFoundHint: "This member may have deleted their account.",
    loadError: "Could not load the messages",
  },
  thread: {
    label: "Messages with {{name}}",
    loadOlder: "Load older messages",
    loadingOlder: "Loading older messages",
    empty: "No messages yet",
    emptyHint: "Say hello to {{name}}!",
    /** Who wrote a bubble, said before it (the side it sits on shows it). */
    ownSender: "You:",
    sender: "{{name}}:",
    /** Announced when the other member's message arrives in the open conversation. */
    newMessage: "New message from {{name}}: {{content}}",
  },
  /**
   * Lines the server writes (`system: true`) in its exact English: one equal to a text here is
   * shown from here, any other as the server sent it.
   */
  systemLines: {
    matched: "You matched! Say hello.",
  },
  composer: {
    label: "Message {{name}}",
    placeholder: "Type your message...",
    send: "Send message",
    sendFailed: "Failed to send message",
    ownTyping: "You are typing...",
    otherTyping: "{{name}} is typing…",
  },
  newConversation: {
    open: "New conversation",
    button: "New",
    title: "New Conversation",
    tabs: {
      direct: "Direct",
      dojo: "Dojo Chat",
      groups: "Groups",
    },
    /** The first message of a conversation started from the Direct tab (SPEC §2 leaves the wording to us). */
    greeting: "Hi! Want to train together?",
    started: "Conversation started",
    startFailed: "Failed to start conversation",
  },
  direct: {
    search: "Search members",
    searchPlaceholder: "Search members...",
    empty: "No members found",
    emptyHint: "Members you already have a conversation with are in your list.",
    label: "Choose a member to say hello to",
  },
  groupChats: {
    dojoLabel: "Dojo chats",
    groupsLabel: "Group chats",
    members_one: "{{count}} member",
    members_other: "{{count}} members",
    dojoEmpty: "No Dojo Chat Yet",
    dojoEmptyHint: "Your dojo's chat shows here once it has one.",
    exploreDojos: "Explore Dojos",
    groupsEmpty: "No group chats yet",
    groupsEmptyHint: "Create one with the Chat shortcut on the home page.",
    goHome: "Go to Home",
  },
};
