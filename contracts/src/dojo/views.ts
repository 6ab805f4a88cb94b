import { z } from "zod";
import { MartialArtSchema } from "../identity/profile.ts";

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
