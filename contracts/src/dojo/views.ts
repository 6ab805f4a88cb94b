import { z } from "zod";
import { MartialArtSchema } from "../identity/profile.ts";
import { DOJO_ROLES } from "../values.ts";

// SPEC §3's Dojo: id, name, description, location, martialArts, style, ownerId, owner, memberCount.
export const DojoView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  martialArts: z.array(MartialArtSchema),
  style: z.string().nullable(),
  ownerId: z.string(),
  owner: z.object({ displayName: z.string(), username: z.string() }).nullable(),
  memberCount: z.number().int(),
});
export type DojoView = z.infer<typeof DojoView>;
export const DojoList = z.array(DojoView);

/** SPEC: "The response may carry message." */
export const InvitationSent = z.object({ message: z.string(), invitationId: z.string(), expiresAt: z.string() });
export type InvitationSent = z.infer<typeof InvitationSent>;

export const DojoRoleView = z.object({ userId: z.string(), dojoId: z.string(), dojoRole: z.enum(DOJO_ROLES) });
export type DojoRoleView = z.infer<typeof DojoRoleView>;

/** Whom the actor may invite now: their connections who are in no dojo (SPEC §5). */
export const InvitableMember = z.object({
  id: z.string(),
  displayName: z.string(),
  username: z.string(),
  martialArts: z.array(z.string()),
  experience: z.string(),
});
export type InvitableMember = z.infer<typeof InvitableMember>;
export const InvitableMemberList = z.array(InvitableMember);
