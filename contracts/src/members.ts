import { z } from "zod";

// A member, wherever a view names one, is one of these types: the kit's block screen
// (kit/src/http/block-screen.ts) finds members by walking a reply's declared schema for them, never
// by the names of fields, so a view added tomorrow with a member under any name is screened too.
//
// - `AuthorId`: the thing that holds it is this member's (their post, comment or message, their
//   place on a roster). A thing of a member hidden from the reader is left out of a list, and alone
//   it is not found.
// - `MemberId`: names a member beside a thing that is not theirs alone (a dojo's owner, an event's
//   organiser, who barred whom).
// - `shownMember(shape)`: a member as others see them (a name, a username, a profile). It reads
//   "A member" with a blank profile when its member is hidden from the reader: the member id inside
//   it when it has one, otherwise the member ids beside it (a post's `author` is its `authorId`'s;
//   beside two, it reads "A member" when either is hidden); shown whole with an id, alone, it is
//   not found.

/** How the screen treats a member reference. */
export type MemberReference = "author" | "named" | "shown";

/**
 * The key a member reference carries in zod's global registry, and so in every OpenAPI document
 * (`"x-kumite-member": "author"`): a caller sees which fields are members, and the gateway's tests
 * find them in any reply.
 */
export const MEMBER_REFERENCE_KEY = "x-kumite-member";

/** Which member reference `schema` is, if it is one. */
export function memberReferenceOf(schema: z.core.$ZodType): MemberReference | undefined {
  return z.globalRegistry.get(schema)?.[MEMBER_REFERENCE_KEY] as MemberReference | undefined;
}

/** A member whose thing holds this id: see above. */
export const AuthorId = z.string().meta({ [MEMBER_REFERENCE_KEY]: "author" });
/** A member named by id beside a thing not theirs alone: see above. */
export const MemberId = z.string().meta({ [MEMBER_REFERENCE_KEY]: "named" });

/** `shape` as a member shown to others: see above. */
export function shownMember<Shape extends z.ZodRawShape>(shape: z.ZodObject<Shape>): z.ZodObject<Shape> {
  return shape.meta({ [MEMBER_REFERENCE_KEY]: "shown" });
}

/** `found` (a view built from `view`) as the member reference `view` is, if it is one. */
export function asReferenceOf<Found extends z.ZodType>(view: z.ZodType, found: Found): Found {
  const reference = memberReferenceOf(view);
  return reference ? found.meta({ [MEMBER_REFERENCE_KEY]: reference }) : found;
}
