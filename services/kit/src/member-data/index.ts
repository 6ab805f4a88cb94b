export { ExportStore, MEMBER_EXPORTS_BUCKET, safeFileName, type StoredPart } from "./export-store.ts";
export { exportStoreOf, memberDataReaction } from "./member-data-reaction.ts";
