import { randomBytes } from "node:crypto";
import { personalFieldsOf } from "@kumite/contracts/personal-data";
import { describe, expect, it } from "vitest";
import { open, seal, type Envelope } from "./sealing.ts";

// A sealed event opens to what was written; with its member erased it opens to the same shape
// with every personal field empty of its kind, and its clear fields and ids as they were.

const post = (data: Record<string, unknown>, id = "e1"): Envelope & { aggregateId: string } => ({
  id,
  type: "PostCreated",
  aggregateId: "p1",
  data,
});
const written = {
  postId: "p1",
  authorId: "ana",
  title: "Guard retention drills",
  content: "Ana's secret triangle setup",
  category: "Brazilian Jiu-Jitsu",
  attachments: ["upload-1"],
};
const declared = personalFieldsOf("PostCreated")!;

describe("sealing an event's personal fields", () => {
  it("keeps only ids and clear fields in clear, and opens to the event as written", () => {
    const key = randomBytes(32);
    const sealed = seal(post(written), declared, key);
    const text = JSON.stringify(sealed);
    for (const value of ["Guard retention", "triangle", "upload-1"]) expect(text).not.toContain(value);
    expect(sealed.data).toEqual({ postId: "p1", authorId: "ana", category: "Brazilian Jiu-Jitsu" });
    expect(sealed.sealed).toMatchObject({
      member: "ana",
      shape: { title: "string", content: "string", attachments: "array" },
    });
    expect(open(sealed, key)).toEqual(post(written));
  });

  it("reads an erased member's fields as empty values of their kind", () => {
    const sealed = seal(post({ ...written, title: null }), declared, randomBytes(32));
    expect(open(sealed, null).data).toEqual({ ...written, title: null, content: "", attachments: [] });
    const profile = personalFieldsOf("UserRegistered")!;
    const registered = {
      id: "e2",
      type: "UserRegistered",
      data: { userId: "ana", username: "ana", weightKg: 61, cell: { x: 1 } },
    };
    expect(open(seal(registered, profile, randomBytes(32)), null).data).toEqual({
      userId: "ana",
      username: "",
      weightKg: 0,
      cell: {},
    });
  });

  it("writes an erased member's fields as their shape alone", () => {
    const sealed = seal(post(written), declared, null);
    expect(JSON.stringify(sealed)).not.toContain("triangle");
    expect(sealed.sealed).toEqual({
      member: "ana",
      shape: { title: "string", content: "string", attachments: "array" },
    });
    expect(open(sealed, randomBytes(32)).data).toMatchObject({ title: "", content: "", attachments: [] });
  });

  it("leaves an edit's absent fields absent, and an event without personal fields as it is", () => {
    const edit: Envelope = { id: "e3", type: "UserProfileUpdated", data: { userId: "ana", bio: "Brown belt" } };
    const sealed = seal(edit, personalFieldsOf("UserProfileUpdated")!, randomBytes(32));
    expect(Object.keys(sealed.sealed!.shape)).toEqual(["bio"]);
    expect(open(sealed, null).data).toEqual({ userId: "ana", bio: "" });
    const noText = { id: "e4", type: "UserProfileUpdated", data: { userId: "ana" } };
    expect(seal(noText, personalFieldsOf("UserProfileUpdated")!, randomBytes(32))).toBe(noText);
  });

  it("refuses another key, and a sealed copy moved to another event", () => {
    const key = randomBytes(32);
    const sealed = seal(post(written), declared, key);
    expect(() => open(sealed, randomBytes(32))).toThrow();
    expect(() => open({ ...sealed, id: "e9" }, key)).toThrow();
  });
});
