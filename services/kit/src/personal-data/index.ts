export { erasedMembersReaction } from "./erased-members.ts";
export { MEMBER_KEYS_BUCKET, MemberKeys, memberKeysOf } from "./member-keys.ts";
export { openEvents, sealEvents } from "./log-sealing.ts";
export { open, seal, type Envelope, type Sealed } from "./sealing.ts";
export { eraseDeletedMembers, reencryptStream, type Reencrypted } from "./reencrypt.ts";
