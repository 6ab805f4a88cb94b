import type { CSSProperties } from "react";
import { highlightParts } from "../utils/highlight-parts.ts";

// Dark text on amber whatever the text around it (secondary grey included): 12:1, well over WCAG AA's
// 4.5:1 on the dark theme. A real <mark>, so forced-colours modes paint it with the system's own.
const MARK: CSSProperties = { background: "#fcd34d", color: "#1c1917", borderRadius: 2, padding: "0 1px" };

/** `text` with the words the search matched marked. */
export function Highlighted({ text, matched }: { text: string; matched: readonly string[] }) {
  return (
    <>
      {highlightParts(text, matched).map((part, index) =>
        part.marked ? (
          <mark key={index} style={MARK}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
