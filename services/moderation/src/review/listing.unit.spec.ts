import { describe, expect, it } from "vitest";
import type { CaseDocument } from "../projections/cases.ts";
import { caseLines, printable } from "./listing.ts";

// The operator's listing prints members' words: whatever they typed, a report is one line and
// nothing in it reaches the terminal as a control.

describe("printable", () => {
  it("shows every control character as its escape, and leaves plain text, accents and emoji alone", () => {
    expect(printable("Threats after sparring")).toBe("Threats after sparring");
    expect(printable("Ação, 柔道, 🥋")).toBe("Ação, 柔道, 🥋");
    expect(printable("line\nforged")).toBe("line\\u{a}forged");
    expect(printable("\u001b[2J\u001b]0;title\u0007")).toBe("\\u{1b}[2J\\u{1b}]0;title\\u{7}");
    expect(printable("\r\t\u0000\u007f")).toBe("\\u{d}\\u{9}\\u{0}\\u{7f}");
  });

  it("escapes C1, the line and paragraph separators, the bidi controls and lone surrogates", () => {
    expect(printable("\u0085\u009b\u0080")).toBe("\\u{85}\\u{9b}\\u{80}");
    expect(printable("a\u2028b\u2029c")).toBe("a\\u{2028}b\\u{2029}c");
    const bidi = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069";
    expect(printable(bidi)).toBe(
      "\\u{61c}\\u{200e}\\u{200f}\\u{202a}\\u{202b}\\u{202c}\\u{202d}\\u{202e}\\u{2066}\\u{2067}\\u{2068}\\u{2069}",
    );
    expect(printable("x\ud800y")).toBe("x\\u{d800}y");
  });

  it("doubles a backslash, so text that looks like an escape cannot pass for one", () => {
    expect(printable("\\u{1b}")).toBe("\\\\u{1b}");
    expect(printable("\u001b")).not.toBe(printable("\\u{1b}"));
  });
});

describe("a case as the operator reads it", () => {
  const found: CaseDocument = {
    _id: "tom",
    reports: [
      {
        reportId: "r1",
        reporterId: "ana",
        reason: "harassment",
        description: "Threats\n2026-11-26T12:00:00.000Z spam by kim (counted) forged\u001b[31m",
        filedAt: "2026-11-26T11:00:00.000Z",
        counted: true,
      },
      {
        reportId: "r2",
        reporterId: "kim",
        reason: "spam",
        description: "",
        filedAt: "2026-11-26T11:30:00.000Z",
        counted: false,
      },
    ],
    suspension: {
      suspensionId: "s1",
      suspendedAt: "2026-11-26T11:30:00.000Z",
      status: "pending review",
      appeal: { text: "Sorry\u2028\u202eeman ym", filedAt: "2026-11-26T13:00:00.000Z" },
    },
    liftedAt: null,
  };

  it("has one line for the suspension, one per report and one for the appeal, none with a control character", () => {
    const lines = caseLines(found);
    expect(lines).toEqual([
      "tom: suspended 2026-11-26T11:30:00.000Z (pending review)",
      "  2026-11-26T11:00:00.000Z harassment by ana (counted) " +
        "Threats\\u{a}2026-11-26T12:00:00.000Z spam by kim (counted) forged\\u{1b}[31m",
      "  2026-11-26T11:30:00.000Z spam by kim (not counted) ",
      "  appeal 2026-11-26T13:00:00.000Z: Sorry\\u{2028}\\u{202e}eman ym",
    ]);
    expect(caseLines({ ...found, suspension: { ...found.suspension!, appeal: null } }).at(-1)).toBe("  no appeal");
  });
});
