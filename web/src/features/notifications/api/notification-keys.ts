/**
 * The signed-in member's notification list. The live stream invalidates every key that starts
 * with "/api/notifications" when a notification arrives, so this one refetches then.
 */
export const notificationsKey = (userId: string) => ["/api/notifications", userId] as const;
