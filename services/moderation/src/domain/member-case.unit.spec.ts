import { describe, expect, it } from "vitest";
import type { CaseEvent } from "@kumite/contracts/moderation/events";
import { Conflict, InvalidInput } from "@kumite/kit/errors";
import type { AccountStanding } from "@kumite/kit/members";
import { deciderSpec } from "@kumite/kit/testing";
import { APPEAL_SENT, caseDecider, NOT_SUSPENDED, REPORT_SELF, type CaseCommand } from "./member-case.ts";

// The reports against Tom and his suspension. SPEC §9's numbers (5 in all, or 3 in one day) count
// distinct reporters in good standing: not accounts under a day old or unknown, not suspended
// members, and each reporter once; whom Tom blocked plays no part. After an operator lifts a
// suspension, the reporters behind it count against Tom no more.

const NOW = new Date("2026-11-26T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (msAgo: number) => new Date(NOW.getTime() - msAgo);
const spec = deciderSpec(caseDecider, { aggregateId: "tom", actorId: "r1", now: NOW, commandId: "c1" });

const established: AccountStanding = { joinedAt: "2025-01-01T00:00:00.000Z", suspended: false };
const report = (reporterId: string, reporter: AccountStanding = established) =>
  ({
    type: "FileReport",
    data: { reportId: `rep-${reporterId}`, reporterId, reason: "harassment", description: "", reporter },
  }) as const;
const filed = (reporterId: string, filedAt: Date, counted = true): CaseEvent => ({
  type: "ReportFiled",
  data: {
    reportId: `rep-${reporterId}`,
    reporterId,
    reportedUserId: "tom",
    reason: "harassment",
    description: "",
    filedAt: filedAt.toISOString(),
    counted,
  },
});
const suspended = (reporterIds: string[], when = NOW): CaseEvent => ({
  type: "MemberSuspended",
  data: { memberId: "tom", suspensionId: "tom-c1", suspendedAt: when.toISOString(), reporterIds },
});

/** Runs reports one after another through the decider, as the aggregate would, and returns every event. */
function fileAll(
  reports: Array<{ reporterId: string; reporter?: AccountStanding; now: Date }>,
  before: CaseEvent[] = [],
): CaseEvent[] {
  const history = [...before];
  for (const [index, { reporterId, reporter, now }] of reports.entries()) {
    const state = history.reduce(caseDecider.evolve, caseDecider.initialState);
    const command = {
      ...report(reporterId, reporter),
      metadata: { aggregateId: "tom", actorId: reporterId, now, commandId: `c${index}` },
    } as CaseCommand;
    history.push(...caseDecider.decide(command, state));
  }
  return history.slice(before.length);
}
const suspensions = (events: CaseEvent[]) => events.filter((event) => event.type === "MemberSuspended");

describe("the reports against a member", () => {
  it("are recorded, and a report on oneself is refused", () => {
    spec
      .given([])
      .when(report("r1"))
      .then([filed("r1", NOW)]);
    spec.given([]).when(report("tom"), { actorId: "tom" }).thenThrows(InvalidInput, REPORT_SELF);
  });

  it("suspend at 5 established reporters over any time", () => {
    const fiveOverFiveWeeks = ["a", "b", "c", "d", "e"].map((reporterId, week) => ({
      reporterId,
      now: at((4 - week) * 7 * DAY),
    }));
    const events = fileAll(fiveOverFiveWeeks);
    expect(suspensions(events)).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: "MemberSuspended", data: { reporterIds: ["a", "b", "c", "d", "e"] } });
    expect(suspensions(fileAll(fiveOverFiveWeeks.slice(0, 4)))).toEqual([]);
  });

  it("suspend at 3 reporters within one day, but not 3 over three days", () => {
    expect(
      suspensions(fileAll(["a", "b", "c"].map((reporterId, hour) => ({ reporterId, now: at((20 - hour) * HOUR) })))),
    ).toHaveLength(1);
    expect(
      suspensions(fileAll(["a", "b", "c"].map((reporterId, day) => ({ reporterId, now: at((2 - day) * DAY) })))),
    ).toEqual([]);
  });

  it("count one member reporting five times once", () => {
    const events = fileAll(Array.from({ length: 5 }, () => ({ reporterId: "a", now: NOW })));
    expect(events.map((event) => event.type === "ReportFiled" && event.data.counted)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(suspensions(events)).toEqual([]);
  });

  it("do not count accounts made within the day, reporters the directory does not know, or suspended reporters", () => {
    const fresh = { ...established, joinedAt: at(HOUR).toISOString() };
    const tenFresh = Array.from({ length: 10 }, (_, index) => ({
      reporterId: `new${index}`,
      reporter: fresh,
      now: NOW,
    }));
    expect(suspensions(fileAll(tenFresh))).toEqual([]);
    spec
      .given([])
      .when(report("r1", fresh))
      .then([filed("r1", NOW, false)]);
    spec
      .given([])
      .when(report("r1", { ...established, suspended: true }))
      .then([filed("r1", NOW, false)]);
    // A day and a minute old counts; a reporter the directory has no date for is new, not old.
    const dayOld = { ...established, joinedAt: at(DAY + 60_000).toISOString() };
    spec
      .given([])
      .when(report("r1", dayOld))
      .then([filed("r1", NOW)]);
    const unknown = { ...established, joinedAt: null };
    spec
      .given([])
      .when(report("r1", unknown))
      .then([filed("r1", NOW, false)]);
    const threeUnknown = ["u1", "u2", "u3"].map((reporterId) => ({ reporterId, reporter: unknown, now: NOW }));
    expect(suspensions(fileAll(threeUnknown))).toEqual([]);
  });

  it("suspend once: reports after the suspension are recorded and suspend nothing more", () => {
    const two = [filed("a", at(HOUR)), filed("b", at(HOUR))];
    spec
      .given(two)
      .when(report("c"), { actorId: "c" })
      .then([filed("c", NOW), suspended(["a", "b", "c"])]);
    spec
      .given([...two, filed("c", NOW), suspended(["a", "b", "c"])])
      .when(report("d"), { actorId: "d" })
      .then([filed("d", NOW)]);
  });
});

describe("a suspension", () => {
  const suspendedCase = [filed("a", NOW), filed("b", NOW), filed("c", NOW), suspended(["a", "b", "c"])];
  const appeal = { type: "Appeal", data: { text: "It was a misunderstanding" } } as const;

  it("takes one appeal from the member", () => {
    spec
      .given(suspendedCase)
      .when(appeal, { actorId: "tom" })
      .then([
        {
          type: "AppealFiled",
          data: {
            memberId: "tom",
            suspensionId: "tom-c1",
            text: "It was a misunderstanding",
            filedAt: NOW.toISOString(),
          },
        },
      ]);
    const appealed: CaseEvent = {
      type: "AppealFiled",
      data: { memberId: "tom", suspensionId: "tom-c1", text: "x", filedAt: NOW.toISOString() },
    };
    spec
      .given([...suspendedCase, appealed])
      .when(appeal)
      .thenThrows(Conflict, APPEAL_SENT);
    spec
      .given([filed("a", NOW)])
      .when(appeal)
      .thenThrows(Conflict, NOT_SUSPENDED);
  });

  it("is lifted or confirmed by an operator; once lifted, the reports before it count no more", () => {
    const lifted: CaseEvent = {
      type: "SuspensionLifted",
      data: { memberId: "tom", suspensionId: "tom-c1", liftedAt: NOW.toISOString(), note: "reviewed" },
    };
    spec
      .given(suspendedCase)
      .when({ type: "LiftSuspension", data: { note: "reviewed" } }, { actorId: null })
      .then([lifted]);
    spec
      .given(suspendedCase)
      .when({ type: "ConfirmSuspension", data: { note: "spam" } }, { actorId: null })
      .then([
        {
          type: "SuspensionConfirmed",
          data: { memberId: "tom", suspensionId: "tom-c1", confirmedAt: NOW.toISOString(), note: "spam" },
        },
      ]);
    spec
      .given([filed("a", NOW)])
      .when({ type: "LiftSuspension", data: { note: "" } })
      .thenThrows(Conflict);
  });
});

describe("after a lift", () => {
  const lifted = (suspensionId: string): CaseEvent => ({
    type: "SuspensionLifted",
    data: { memberId: "tom", suspensionId, liftedAt: NOW.toISOString(), note: "reviewed" },
  });
  const liftedCase = [filed("a", at(HOUR)), filed("b", at(HOUR)), filed("c", at(HOUR))];
  liftedCase.push(suspended(["a", "b", "c"], at(HOUR)), lifted("tom-c1"));
  const now = (reporterId: string) => ({ reporterId, now: NOW });

  it("the reporters behind the lifted suspension are recorded and count no more, however often they report", () => {
    spec
      .given(liftedCase)
      .when(report("a"), { actorId: "a" })
      .then([filed("a", NOW, false)]);
    const again = fileAll(["a", "b", "c", "a", "b", "c"].map(now), liftedCase);
    expect(again.map((event) => event.type === "ReportFiled" && event.data.counted)).toEqual(Array(6).fill(false));
    expect(suspensions(again)).toEqual([]);
  });

  it("a new suspension takes SPEC's numbers of reporters none of whom counted toward the lifted one", () => {
    const twoNew = fileAll(["a", "d", "b", "e", "c"].map(now), liftedCase);
    expect(suspensions(twoNew)).toEqual([]);
    const threeNew = fileAll(["a", "d", "b", "e", "c", "f"].map(now), liftedCase);
    expect(suspensions(threeNew)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reporterIds: ["d", "e", "f"] }) }),
    ]);
    // Five new over five weeks, as before any lift.
    const fiveOverWeeks = ["d", "e", "f", "g", "h"].map((reporterId, week) => ({
      reporterId,
      now: new Date(NOW.getTime() + week * 7 * DAY),
    }));
    expect(suspensions(fileAll(fiveOverWeeks, liftedCase))).toHaveLength(1);
  });

  it("a second lift clears its own reporters too, and the first lift's stay cleared", () => {
    const secondSuspension = fileAll(["d", "e", "f"].map(now), liftedCase);
    const suspensionId = (suspensions(secondSuspension)[0]!.data as { suspensionId: string }).suspensionId;
    const liftedTwice = [...liftedCase, ...secondSuspension, lifted(suspensionId)];
    expect(suspensions(fileAll(["a", "b", "c", "d", "e", "f"].map(now), liftedTwice))).toEqual([]);
    expect(suspensions(fileAll(["a", "g", "d", "h", "i"].map(now), liftedTwice))).toHaveLength(1);
  });

  it("a reporter who reported during the suspension but did not count toward it counts afterwards", () => {
    const duringSuspension = [...liftedCase.slice(0, 4), filed("d", at(HOUR)), lifted("tom-c1")];
    const after = fileAll(["d", "e", "f"].map(now), duringSuspension);
    expect(suspensions(after)).toHaveLength(1);
  });
});
