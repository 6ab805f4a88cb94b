import { describe, expect, it } from "vitest";
import type { CaseEvent } from "@kumite/contracts/moderation/events";
import { projectionSpec, type GivenEvent } from "@kumite/kit/testing";
import { suspendedCases } from "../queries/cases.ts";
import { casesProjection } from "./cases.ts";

// The operator's view of the cases: reports kept once each, the suspension with its appeal and its
// review, and a lifted suspension gone from the list.

const spec = projectionSpec([casesProjection]);
const event = ({ type, data }: CaseEvent): GivenEvent => ({
  type,
  aggregateId: "reportedUserId" in data ? data.reportedUserId : data.memberId,
  data,
});
const filed = (reportId: string, reporterId: string) =>
  event({
    type: "ReportFiled",
    data: {
      reportId,
      reporterId,
      reportedUserId: "tom",
      reason: "spam",
      description: "",
      filedAt: "2026-11-26T10:00:00.000Z",
      counted: true,
    },
  });
const suspended = event({
  type: "MemberSuspended",
  data: { memberId: "tom", suspensionId: "s1", suspendedAt: "2026-11-26T10:00:00.000Z", reporterIds: ["a", "b", "c"] },
});
const appealed = event({
  type: "AppealFiled",
  data: { memberId: "tom", suspensionId: "s1", text: "A misunderstanding", filedAt: "2026-11-26T11:00:00.000Z" },
});

describe("the cases projection", () => {
  it("lists a suspension with its reports and appeal", () =>
    spec
      .given({ MODERATION: [filed("r1", "a"), filed("r2", "b"), filed("r3", "c"), suspended, appealed] })
      .then(async (store) => {
        const [tom] = await suspendedCases(store);
        expect(tom!.reports.map((report) => report.reporterId)).toEqual(["a", "b", "c"]);
        expect(tom!.suspension).toEqual({
          suspensionId: "s1",
          suspendedAt: "2026-11-26T10:00:00.000Z",
          status: "pending review",
          appeal: { text: "A misunderstanding", filedAt: "2026-11-26T11:00:00.000Z" },
        });
      }));

  it("keeps a confirmed suspension and drops a lifted one", () =>
    spec
      .given({
        MODERATION: [
          filed("r1", "a"),
          suspended,
          event({
            type: "SuspensionConfirmed",
            data: { memberId: "tom", suspensionId: "s1", confirmedAt: "2026-11-26T12:00:00.000Z", note: "" },
          }),
        ],
      })
      .then(async (store) => {
        expect((await suspendedCases(store)).map((found) => found.suspension?.status)).toEqual(["confirmed"]);
      }));

  it("lists nobody once the suspension is lifted", () =>
    spec
      .given({
        MODERATION: [
          filed("r1", "a"),
          suspended,
          event({
            type: "SuspensionLifted",
            data: { memberId: "tom", suspensionId: "s1", liftedAt: "2026-11-26T12:00:00.000Z", note: "" },
          }),
        ],
      })
      .then(async (store) => {
        expect(await suspendedCases(store)).toEqual([]);
      }));
});
