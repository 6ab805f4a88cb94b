import { describe, expect, it } from "vitest";
import { fixedText } from "@/shared/i18n/register-catalog.ts";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { labelledOptions, martialArtOptions, profileLabels } from "./profile-labels.ts";

describe("profile labels", () => {
  it("label the value lists in English, keeping the values the server takes", () => {
    const labels = profileLabels(fixedText("profileForm"));
    expect(labels.skillLevel("Beginner")).toBe("Beginner");
    expect(labels.giPreference("both")).toBe("Gi and No-Gi");
    expect(labelledOptions(["Monday", "Sunday"] as const, labels.weekday)).toEqual([
      { label: "Monday", value: "Monday" },
      { label: "Sunday", value: "Sunday" },
    ]);
  });

  it("translate labels but never the martial arts' names", () => {
    setLocale("pt-BR");
    const labels = profileLabels(fixedText("profileForm"));
    expect(labels.intensity("hard")).toBe("Pesado");
    expect(labels.goal("Self-Defense")).toBe("Defesa pessoal");
    expect(labelledOptions(["Saturday"] as const, labels.weekday)).toEqual([{ label: "Sábado", value: "Saturday" }]);
    const grappling = martialArtOptions(labels)[1]!;
    expect(grappling.label).toBe("Luta agarrada");
    expect(grappling.options[1]).toEqual({ label: "Judo", value: "Judo" });
  });
});
