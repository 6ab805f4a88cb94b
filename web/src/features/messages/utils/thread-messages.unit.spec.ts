import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { describe, expect, it } from "vitest";
import { threadMessages } from "./thread-messages.ts";

const message = (id: string) => ({ id }) as DirectMessageView;
const page = (...ids: string[]) => ({ messages: ids.map(message) });

describe("threadMessages", () => {
  it("puts older pages before newer ones, keeping each page's order", () => {
    expect(threadMessages([page("5", "6"), page("3", "4"), page("1", "2")]).map(({ id }) => id)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
    ]);
  });

  it("shows a message held by two pages once", () => {
    expect(threadMessages([page("4", "5"), page("3", "4")]).map(({ id }) => id)).toEqual(["3", "4", "5"]);
  });

  it("is empty without pages", () => {
    expect(threadMessages([])).toEqual([]);
  });
});
