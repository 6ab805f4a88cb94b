import { describe, expect, it } from "vitest";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { credentialsByEmail, credentialsOf } from "../queries/credentials.ts";
import { credentialsProjection } from "./credentials.ts";

// Sign-in looks credentials up by the email typed; a deleted account's email is free for the next
// member who signs up with it.

const spec = projectionSpec([credentialsProjection]);

const issued = (userId: string, email: string, passwordHash = `hash-of-${userId}`): GivenEvent => ({
  type: "CredentialsIssued",
  aggregateId: userId,
  data: { userId, email, passwordHash },
});
const revoked = (userId: string): GivenEvent => ({ type: "CredentialsRevoked", aggregateId: userId, data: { userId } });

describe("the credentials projection", () => {
  it("finds a member's credentials by their email, in any case and with spaces around it", () =>
    spec.given({ IDENTITY_PRIVATE: [issued("ana", "Ana@Example.com ")] }).then(async (store) => {
      expect(await credentialsByEmail(store, "  ANA@example.COM")).toEqual({
        _id: "ana",
        email: "ana@example.com",
        passwordHash: "hash-of-ana",
      });
      expect((await credentialsOf(store, "ana"))?.email).toBe("ana@example.com");
      expect(await credentialsByEmail(store, "ben@example.com")).toBeNull();
    }));

  it("forgets revoked credentials", () =>
    spec.given({ IDENTITY_PRIVATE: [issued("ana", "ana@example.com"), revoked("ana")] }).then(async (store) => {
      expect(await credentialsByEmail(store, "ana@example.com")).toBeNull();
      expect(await credentialsOf(store, "ana")).toBeNull();
    }));

  it("gives a deleted account's email to the member who signs up with it next", () =>
    spec
      .given({ IDENTITY_PRIVATE: [issued("ana", "mat@example.com"), revoked("ana"), issued("ben", "Mat@example.com")] })
      .then(async (store) => {
        expect(await credentialsByEmail(store, "mat@example.com")).toMatchObject({
          _id: "ben",
          passwordHash: "hash-of-ben",
        });
        expect(await credentialsOf(store, "ana")).toBeNull();
      }));
});
