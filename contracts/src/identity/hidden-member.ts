// How a reply names a member a block hides from its reader (the kit's block screen): a blank
// profile under this name. Apart from views.ts, which builds zod schemas when it loads, so the
// web's first page can word it without loading zod.

export const HIDDEN_MEMBER = { displayName: "A member", username: "" } as const;

export const isHiddenMember = (member: { displayName: string; username: string }) =>
  member.username === HIDDEN_MEMBER.username && member.displayName === HIDDEN_MEMBER.displayName;
