// A member's export (issue 30: "Download my data") holds everything Kumite keeps about them, and
// each service knows its own part: it declares a source in its definition, and the kit gathers
// the part when an export is asked for. `covers` names the event types whose personal data the
// part carries, so a test can tell when a personal event type is in no service's part.

/** One of the member's files (an attachment they uploaded), as it goes into the archive. */
export type MemberFile = { name: string; bytes: () => Promise<Uint8Array> };

/** What one service holds about a member: JSON-able records by kind, and their files. */
export type MemberDataPart = { data: Record<string, unknown>; files?: readonly MemberFile[] };

export type MemberDataSource<Deps> = {
  /** The personal event types (contracts' personal-data maps) whose fields this part carries. */
  covers: readonly string[];
  collect: (deps: Deps, memberId: string) => Promise<MemberDataPart>;
};
