/** "1 member", "3 members". */
export function formatMemberCount(count: number): string {
  return `${count} ${count === 1 ? "member" : "members"}`;
}
