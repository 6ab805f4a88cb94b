import { Email, ProfileFields, Username } from "@kumite/contracts/identity/profile";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { describeIssue } from "./schema-rule.ts";

const issueOf = (schema: { safeParse(value: unknown): { error?: { issues: unknown[] } } }, value: unknown) =>
  schema.safeParse(value).error!.issues[0] as Parameters<typeof describeIssue>[1];

describe("describeIssue", () => {
  it("puts the label before the contracts' own messages", () => {
    const result = Username.safeParse("ab");
    expect(result.success).toBe(false);
    expect(describeIssue("Username", result.error!.issues[0]!)).toBe("Username must be at least 3 characters");
  });

  it("rephrases zod's generic length messages", () => {
    const result = Username.safeParse("a".repeat(31));
    expect(describeIssue("Username", result.error!.issues[0]!)).toBe("Username must be at most 30 characters");
  });

  it("says formats, patterns and number limits with their unit", () => {
    expect(describeIssue("Email", issueOf(Email, "not-an-email"))).toBe("Email must be a valid email address");
    expect(describeIssue("Username", issueOf(Username, "a b"))).toBe(
      "Username may use letters, digits, dots, dashes and underscores only",
    );
    expect(describeIssue("Weight", issueOf(ProfileFields.shape.weightKg, 300), { unit: "kg" })).toBe(
      "Weight must be at most 250 kg",
    );
  });

  it("speaks the language of the moment it checks", () => {
    setLocale("pt-BR");
    expect(describeIssue("Senha", issueOf(Username, "ab"))).toBe("Senha deve ter pelo menos 3 caracteres");
    expect(describeIssue("Peso", issueOf(ProfileFields.shape.weightKg, 25), { unit: "kg" })).toBe(
      "Peso deve ser no mínimo 30 kg",
    );
  });
});
