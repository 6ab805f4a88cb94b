import { describe, it } from "vitest";
import { Conflict, NotFound } from "@kumite/kit/errors";
import { deciderSpec } from "@kumite/kit/testing";
import { credentialsDecider } from "./credentials.ts";

const spec = deciderSpec(credentialsDecider, { aggregateId: "u1" });
const issued = {
  type: "CredentialsIssued",
  data: { userId: "u1", email: "mika@example.com", passwordHash: "scrypt$hash" },
} as const;

describe("credentials", () => {
  it("are issued once for a new account", () =>
    spec
      .given([])
      .when({ type: "IssueCredentials", data: { email: "mika@example.com", passwordHash: "scrypt$hash" } })
      .then([issued]));
  it("are not issued twice", () =>
    spec
      .given([issued])
      .when({ type: "IssueCredentials", data: { email: "mika@example.com", passwordHash: "scrypt$hash" } })
      .thenThrows(Conflict));
  it("are revoked when the account ends", () =>
    spec
      .given([issued])
      .when({ type: "RevokeCredentials", data: {} })
      .then([{ type: "CredentialsRevoked", data: { userId: "u1" } }]));
  it("cannot be revoked when never issued or already revoked", () => {
    spec.given([]).when({ type: "RevokeCredentials", data: {} }).thenThrows(NotFound);
    spec
      .given([issued, { type: "CredentialsRevoked", data: { userId: "u1" } }])
      .when({ type: "RevokeCredentials", data: {} })
      .thenThrows(NotFound);
  });
});
