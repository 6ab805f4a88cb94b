import { describe, expect, it } from "vitest";
import { refuseAttachment } from "./attachment-limits.ts";

const MB = 1024 * 1024;

describe("refuseAttachment", () => {
  it("accepts up to 5 files of at most 50 MB", () => {
    expect(refuseAttachment({ name: "a.png", size: 50 * MB }, 4)).toBeNull();
  });

  it("refuses a file over 50 MB and a sixth file", () => {
    expect(refuseAttachment({ name: "big.mp4", size: 50 * MB + 1 }, 0)).toEqual({
      title: "File too large",
      detail: "big.mp4 is larger than 50 MB.",
    });
    expect(refuseAttachment({ name: "f.png", size: 10 }, 5)).toEqual({
      title: "Too many files",
      detail: "A post can have at most 5 attachments.",
    });
  });
});
