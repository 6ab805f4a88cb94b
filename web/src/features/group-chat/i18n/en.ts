// The groupChat namespace's English source: SPEC's exact wording where SPEC has one.
export const en = {
  page: {
    title: "Group Chat",
  },
  shortcut: "Chat",
  dialog: {
    title: "Group Chats",
    tabs: {
      myChats: "My Chats",
      create: "Create",
    },
  },
  list: {
    label: "My group chats",
    loadError: "Could not load your group chats",
    tryLater: "Please try again later.",
    empty: "No group chats yet",
    create: "Create a group chat",
  },
  /** Each type's label, keyed by the value the server knows it by (SPEC §3). */
  types: {
    match_group: "Match group",
    dojo_group: "Dojo group",
    gym_group: "Gym group",
  },
  members_one: "{{count}} member",
  members_other: "{{count}} members",
  /** The member count followed by who they are. */
  membersWithNames: "{{members}}: {{names}}",
  create: {
    label: "Create group chat",
    name: "Name",
    nameRequired: "Please enter a name for the group chat.",
    namePlaceholder: "e.g. Saturday open mat",
    description: "Description (optional)",
    descriptionPlaceholder: "What is this group about?",
    type: "Type",
    dojo: "Dojo",
    needsDojo: "You need to be in a dojo",
    needsDojoHint: "A dojo group belongs to a dojo you own or are a member of. Join or create a dojo first.",
    submit: "Create Group Chat",
    created: "Group chat created!",
    failed: "Failed to create group chat.",
  },
  thread: {
    back: "Back to My Chats",
    label: "Messages in {{group}}",
    loadError: "Could not load the messages",
    empty: "No messages yet. Say hello!",
    you: "You",
    /** Announced when someone else's message arrives in the open thread. */
    newMessage: "New message from {{name}}: {{content}}",
    /** A message from a member the reader blocked, collapsed until asked for (issue 20). */
    fromBlocked: "Message from a member you blocked",
    showBlocked: "Show message",
    hideBlocked: "Hide message",
  },
  composer: {
    label: "Message",
    placeholder: "Type your message...",
    send: "Send",
    sendFailed: "Failed to send message.",
  },
  addMember: {
    label: "Add member",
    placeholder: "Add a connection",
    noneToAdd: "No connections to add",
    add: "Add",
    added: "Member added!",
    failed: "Failed to add member.",
  },
  /** The creator's list of the chat's members, each with Remove (issue 28). */
  removeMember: {
    open: "Members",
    title: "Members of {{group}}",
    label: "Members of {{group}}",
    nobody: "Nobody else is in this chat yet.",
    remove: "Remove",
    removeLabel: "Remove {{name}} from the chat",
    confirm: "Remove {{name}} from this chat? They will no longer read or write it.",
    ok: "Remove",
    cancel: "Cancel",
    removed: "{{name}} was removed from the chat",
    failed: "Failed to remove member.",
  },
};
