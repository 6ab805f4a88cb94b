/** What a member is called on screen: the display name, or the username when it is blank. */
export function memberName(member: { displayName: string; username: string }): string {
  return member.displayName.trim() || member.username;
}
