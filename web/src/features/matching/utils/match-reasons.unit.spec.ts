import { describe, expect, it } from "vitest";
import { fixedText } from "@/shared/i18n/register-catalog.ts";
import { profileLabels } from "@/shared/profile-form/profile-labels.ts";
import "../i18n/catalog.ts";
import { matchReasonText } from "./match-reasons.ts";

const wording = (locale: "en" | "pt-BR") => ({
  t: fixedText("matching"),
  labels: profileLabels(fixedText("profileForm")),
  locale,
});

describe("matchReasonText", () => {
  it("words the server's reasons as its English ones read", () => {
    const en = wording("en");
    expect(matchReasonText({ kind: "asked-you" }, en)).toBe("Wants to train with you");
    expect(matchReasonText({ kind: "arts", values: ["Judo", "Sambo"] }, en)).toBe("Both train Judo and Sambo");
    expect(matchReasonText({ kind: "skill", value: "Beginner" }, en)).toBe("Same skill level: Beginner");
    expect(matchReasonText({ kind: "distance", km: 3.2 }, en)).toBe("3.2 km away");
    expect(matchReasonText({ kind: "distance", km: 1 }, en)).toBe("1.0 km away");
    expect(matchReasonText({ kind: "goals", values: ["Fitness"] }, en)).toBe("Shared goals: Fitness");
    expect(matchReasonText({ kind: "days", values: ["Monday", "Tuesday", "Friday", "Sunday"] }, en)).toBe(
      "Both free on Monday, Tuesday, and 2 more",
    );
  });

  it("says a candidate in one's own 1 km cell is under 1 km away, never 0.0 km", () => {
    const en = wording("en");
    expect(matchReasonText({ kind: "distance", km: 0 }, en)).toBe("under 1 km away");
    expect(matchReasonText({ kind: "distance", km: 0.9 }, en)).toBe("under 1 km away");
  });

  it("in Brazilian Portuguese: arts, levels, days and goals", async () => {
    const { i18n } = await import("@/shared/i18n/i18n.ts");
    await i18n.changeLanguage("pt-BR");
    const pt = wording("pt-BR");
    expect(matchReasonText({ kind: "arts", values: ["Judo", "Brazilian Jiu-Jitsu"] }, pt)).toBe(
      "Vocês dois treinam Judô e Jiu-Jitsu Brasileiro",
    );
    expect(matchReasonText({ kind: "skill", value: "Advanced" }, pt)).toBe("Mesmo nível: Avançado");
    expect(matchReasonText({ kind: "days", values: ["Saturday"] }, pt)).toBe("Dias livres em comum: Sábado");
    expect(matchReasonText({ kind: "distance", km: 3.2 }, pt)).toBe("a 3,2 km");
    expect(matchReasonText({ kind: "distance", km: 0 }, pt)).toBe("a menos de 1 km");
    expect(matchReasonText({ kind: "goals", values: ["Self-Defense", "Social", "Fitness"] }, pt)).toBe(
      "Objetivos em comum: Defesa pessoal, Social e mais 1",
    );
  });
});
