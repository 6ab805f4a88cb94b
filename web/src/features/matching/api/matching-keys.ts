/**
 * Query keys of the matching screen. They follow the default fetch's convention (parts joined by
 * "/"): `["/api/users/matching", userId]` covers every filter choice of one member.
 */
export const matchingKeys = {
  all: (userId: string) => ["/api/users/matching", userId] as const,
  candidates: (userId: string, query: string) => ["/api/users/matching", userId, { query }] as const,
};
