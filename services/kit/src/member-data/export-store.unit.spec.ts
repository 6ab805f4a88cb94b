import { describe, expect, it } from "vitest";
import { safeFileName } from "./export-store.ts";

describe("a file's name in a member's archive", () => {
  it("keeps its folders and drops what would lead out of the archive", () => {
    expect(safeFileName("attachments/u1.png", [])).toBe("attachments/u1.png");
    expect(safeFileName("../../etc/passwd", [])).toBe("etc/passwd");
    expect(safeFileName("/abs\\win/./x\u0000y", [])).toBe("abs/win/x_y");
    expect(safeFileName("..", [])).toBe("file");
  });

  it("is unique within its part", () => {
    expect(safeFileName("a.png", ["a.png"])).toBe("a.png-2");
    expect(safeFileName("a.png", ["a.png", "a.png-2"])).toBe("a.png-3");
  });
});
