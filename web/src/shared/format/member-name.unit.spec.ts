import { afterEach, describe, expect, it } from "vitest";
import { HIDDEN_MEMBER } from "@kumite/contracts/identity/hidden-member";
import { i18n } from "@/shared/i18n/i18n.ts";
import { memberName } from "./member-name.ts";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("memberName", () => {
  it("shows the display name, or the username when the name is blank", () => {
    expect(memberName({ displayName: "Ana Souza", username: "ana" })).toBe("Ana Souza");
    expect(memberName({ displayName: "  ", username: "ana" })).toBe("ana");
  });

  it("words a member hidden by a block in the reader's language", async () => {
    expect(memberName(HIDDEN_MEMBER)).toBe("A member");
    await i18n.changeLanguage("pt-BR");
    expect(memberName(HIDDEN_MEMBER)).toBe("Um membro");
    // A member who calls themselves "A member" keeps their username.
    expect(memberName({ displayName: "A member", username: "amember" })).toBe("A member");
  });
});
