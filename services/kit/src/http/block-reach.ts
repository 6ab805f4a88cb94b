// Which members a call names, so the block rule can refuse it before any handler runs
// (members/block-rule.ts): the members a write would reach, or a member's own pages. The names are
// the product's own, the same in every context's commands (contracts/src/*/commands.ts).

/** Body fields that name the member a write reaches. */
const REACHED_IN_BODY = ["userId", "receiverId", "connectedUserId", "memberId"] as const;
/** Path parameters that name a member. */
const MEMBER_PARAMS = ["userId", "memberId"] as const;
/** Routes whose `:id` is a member. */
const MEMBER_PAGE = /^\/api\/users\/:id(\/|$)/;

type Call = { routePath: string; params: unknown; body: unknown };

const field = (source: unknown, key: string): string | null => {
  if (typeof source !== "object" || source === null) return null;
  const value = (source as Record<string, unknown>)[key];
  return typeof value === "string" ? value : null;
};

/** The members a call names in its path and body. */
export function membersNamed({ routePath, params, body }: Call): string[] {
  const named = [
    ...MEMBER_PARAMS.map((key) => field(params, key)),
    MEMBER_PAGE.test(routePath) ? field(params, "id") : null,
    ...REACHED_IN_BODY.map((key) => field(body, key)),
  ];
  return named.filter((id): id is string => id !== null);
}
