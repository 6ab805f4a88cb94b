import type { CaseDocument } from "../projections/cases.ts";

// What the operator reads in `npm run moderation -- list`: one line per report, as members wrote
// them. Reports and appeals are anyone's words, printed on the operator's terminal: a line break
// would forge a report of its own, an escape sequence would move the cursor, recolour or retitle
// the window, and a bidi control would show the text in another order than it is. So every
// character that is not plain text is shown as its escape (ESC as \u{1b}), and so is the backslash
// (as \\), so that what reads as an escape always is one.

/**
 * C0 and DEL, C1, the Unicode line and paragraph separators, and the bidi controls (Arabic letter
 * mark, LRM and RLM, the embeddings and overrides, the isolates), and lone surrogates (no
 * character at all), as inclusive ranges.
 */
const NOT_PLAIN: ReadonlyArray<readonly [number, number]> = [
  [0x00, 0x1f],
  [0x7f, 0x9f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x2028, 0x2029],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
  [0xd800, 0xdfff],
];
const isPlain = (code: number) => !NOT_PLAIN.some(([from, to]) => code >= from && code <= to);

/** The text with every control character escaped visibly: always one line, nothing for a terminal to act on. */
export function printable(text: string): string {
  let shown = "";
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (character === "\\") shown += "\\\\";
    else shown += isPlain(code) ? character : `\\u{${code.toString(16)}}`;
  }
  return shown;
}

/** A suspended member's case as lines: the suspension, each report, the appeal. */
export function caseLines(found: CaseDocument): string[] {
  const { suspension, reports } = found;
  const lines = [
    suspension
      ? `${found._id}: suspended ${suspension.suspendedAt} (${suspension.status})`
      : `${found._id}: not suspended`,
  ];
  for (const report of reports) {
    const counted = report.counted ? "counted" : "not counted";
    lines.push(`  ${report.filedAt} ${report.reason} by ${report.reporterId} (${counted}) ${report.description}`);
  }
  const appeal = suspension?.appeal;
  lines.push(appeal ? `  appeal ${appeal.filedAt}: ${appeal.text}` : "  no appeal");
  return lines.map(printable);
}
