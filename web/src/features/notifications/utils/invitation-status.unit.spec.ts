import type { DojoInvitationView } from "@kumite/contracts/messaging/views";
import { describe, expect, it } from "vitest";
import { invitationStatus } from "./invitation-status.ts";

const NOW = Date.parse("2026-03-01T12:00:00.000Z");
const invitation = (overrides: Partial<DojoInvitationView> = {}): DojoInvitationView => ({
  dojoId: "d1",
  dojoName: "Kodokan",
  invitationId: "i1",
  expiresAt: "2026-03-02T12:00:00.000Z",
  state: "open",
  ...overrides,
});

describe("invitationStatus", () => {
  it("is open until it expires, and expired from its expiry on", () => {
    expect(invitationStatus(invitation(), NOW)).toBe("open");
    expect(invitationStatus(invitation({ expiresAt: "2026-03-01T12:00:00.000Z" }), NOW)).toBe("expired");
    expect(invitationStatus(invitation({ expiresAt: "2026-02-20T00:00:00.000Z" }), NOW)).toBe("expired");
  });

  it("keeps the answer the server recorded, whenever it was given", () => {
    const past = "2026-02-20T00:00:00.000Z";
    expect(invitationStatus(invitation({ state: "accepted", expiresAt: past }), NOW)).toBe("accepted");
    expect(invitationStatus(invitation({ state: "declined" }), NOW)).toBe("declined");
    expect(invitationStatus(invitation({ state: "expired" }), NOW)).toBe("expired");
  });
});
