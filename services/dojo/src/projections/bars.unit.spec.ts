import { describe, expect, it } from "vitest";
import type { DojoEvent } from "@kumite/contracts/dojo/events";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { memberDirectory } from "@kumite/kit/members";
import { barredMembers } from "../queries/bars.ts";
import { dojoBarsProjection } from "./bars.ts";

// The barred list: a bar, its lift and a bar again, each applied once whatever the kit's hostile
// runs (replays, twin appliers, failed writes) do; a lift is never undone by its bar delivered again.

const spec = projectionSpec([memberDirectory, dojoBarsProjection]);
const event = ({ type, data }: DojoEvent): GivenEvent => ({ type, aggregateId: data.dojoId, data });
const barred = (memberId: string, reason: string, barredAt: string) =>
  event({
    type: "MemberBarred",
    data: { dojoId: "d1", memberId, barredBy: "olga", reason, role: "new_blood", barredAt },
  });
const lifted = (memberId: string) => event({ type: "BarLifted", data: { dojoId: "d1", memberId, liftedBy: "olga" } });
const listed = async (store: Parameters<Parameters<ReturnType<typeof spec.given>["then"]>[0]>[0]) =>
  (await barredMembers(store, "d1")).map((bar) => [bar.userId, bar.reason]);

describe("the barred list", () => {
  it("lists the barred, the latest first, and drops a lifted bar", () =>
    spec
      .given({
        DOJO: [
          barred("nia", "Spam", "2026-11-20T10:00:00.000Z"),
          barred("wes", "Threats", "2026-11-21T10:00:00.000Z"),
          barred("ana", "Fake profile", "2026-11-22T10:00:00.000Z"),
          lifted("ana"),
        ],
      })
      .then(async (store) => {
        expect(await listed(store)).toEqual([
          ["wes", "Threats"],
          ["nia", "Spam"],
        ]);
      }));

  it("bars again after a lift, with the new reason", () =>
    spec
      .given({
        DOJO: [
          barred("nia", "Spam", "2026-11-20T10:00:00.000Z"),
          lifted("nia"),
          barred("nia", "Spam again", "2026-11-25T10:00:00.000Z"),
        ],
      })
      .then(async (store) => {
        expect(await listed(store)).toEqual([["nia", "Spam again"]]);
      }));
});
