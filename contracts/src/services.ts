// The services that exist, in one list: what the gateway routes, what `npm start`, compose and
// Kubernetes run, and what each service's declaration (services/<name>/src/service.ts) is checked
// against. `npm run new-service -- <name> <port>` adds one (README.md, "Adding a service").

export type ServiceEntry = {
  /** Where it listens in development, compose and Kubernetes. */
  port: number;
  /**
   * The API paths it owns (DESIGN.md, "Ownership of the API"), as prefixes; `:name` matches one
   * segment. The gateway tries the most specific first, so `/api/users/:id/posts` beats `/api/users`.
   */
  paths: readonly string[];
  /** Calls a signed-out visitor may make (`:name` stands for one path segment); every other call needs a session. */
  openCalls?: readonly string[];
};

export const SERVICE_CATALOG = {
  identity: {
    port: 4001,
    paths: ["/api/auth", "/api/users", "/api/account"],
    openCalls: ["POST /api/auth/login", "POST /api/auth/register", "GET /api/auth/session", "POST /api/auth/logout"],
  },
  social: {
    port: 4002,
    paths: [
      "/api/posts",
      "/api/comments",
      "/api/users/:id/posts",
      "/api/users/:id/connections",
      // Matching lives beside the connections and passes it reads (DESIGN.md put it in identity).
      "/api/users/matching",
      "/api/connections",
      "/api/objects",
    ],
  },
  messaging: {
    port: 4003,
    paths: ["/api/messages", "/api/group-chats", "/api/notifications"],
  },
  dojo: {
    port: 4004,
    paths: ["/api/dojos", "/api/dojo-events", "/api/users/:id/dojo-role"],
    // A calendar app subscribed to a member's feed has no session: the feed's secret token is its key.
    openCalls: ["GET /api/dojo-events/feeds/:token"],
  },
  gym: {
    port: 4005,
    paths: ["/api/gyms"],
  },
  moderation: {
    port: 4006,
    paths: ["/api/blocks", "/api/reports", "/api/users/:id/block", "/api/users/:id/unblock", "/api/moderation"],
    // A suspended member cannot sign in: their one appeal comes with their email and password instead.
    openCalls: ["POST /api/moderation/appeals"],
  },
} as const satisfies Record<string, ServiceEntry>;

export type ServiceName = keyof typeof SERVICE_CATALOG;
export const SERVICE_NAMES = Object.keys(SERVICE_CATALOG) as ServiceName[];

/**
 * The services whose declaration gives a part of a member's data export (`memberData`): an export
 * is ready once each has stored its part. gateway/test/member-data-parts.int.spec.ts holds this
 * list to the declarations, so a part added or dropped is added or dropped here too.
 */
export const MEMBER_DATA_SERVICES: readonly ServiceName[] = [
  "identity",
  "social",
  "messaging",
  "dojo",
  "gym",
  "moderation",
];

/** The gateway's variable for where a service is: `<NAME>_URL` (`gym-reviews` → `GYM_REVIEWS_URL`). */
export const serviceUrlVariable = (name: string) => `${name.toUpperCase().replaceAll("-", "_")}_URL`;

/** The gateway's port: the one address a browser uses. */
export const GATEWAY_PORT = 8080;
