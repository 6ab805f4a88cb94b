// Edits of files that exist are insertions at a line they already have (an anchor), so that what
// is there stays as it was. A missing anchor stops the generator before it writes anything.

/** `text` with `lines` inserted before the first line that `anchor` matches. */
export function insertBefore(file: string, text: string, anchor: RegExp, lines: string): string {
  const all = text.split("\n");
  const at = all.findIndex((line) => anchor.test(line));
  if (at < 0) throw new Error(`${file} has no line like ${anchor} to insert before:\n${lines}`);
  return [...all.slice(0, at), ...lines.split("\n"), ...all.slice(at)].join("\n");
}

/** `text` with `lines` inserted after the last line that `anchor` matches. */
export function insertAfterLast(file: string, text: string, anchor: RegExp, lines: string): string {
  const all = text.split("\n");
  const at = all.findLastIndex((line) => anchor.test(line));
  if (at < 0) throw new Error(`${file} has no line like ${anchor} to insert after:\n${lines}`);
  return [...all.slice(0, at + 1), ...lines.split("\n"), ...all.slice(at + 1)].join("\n");
}
