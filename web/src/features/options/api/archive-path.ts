/** GET /api/account/exports/{id}/archive: the zip, sent with the session cookie like any link. */
export const archivePath = (id: string) => `/api/account/exports/${encodeURIComponent(id)}/archive`;
