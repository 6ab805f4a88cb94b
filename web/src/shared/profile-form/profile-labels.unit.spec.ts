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

  it("translate labels, martial arts' names included, while the values stay the server's", () => {
    setLocale("pt-BR");
    const labels = profileLabels(fixedText("profileForm"));
    expect(labels.intensity("hard")).toBe("Pesada");
    expect(labels.goal("Self-Defense")).toBe("Defesa pessoal");
    expect(labelledOptions(["Saturday"] as const, labels.weekday)).toEqual([{ label: "Sábado", value: "Saturday" }]);
    const grappling = martialArtOptions(labels)[1]!;
    expect(grappling.label).toBe("Luta agarrada");
    expect(grappling.options[1]).toEqual({ label: "Judô", value: "Judo" });
  });
});

describe("martial-art names", () => {
  it("read in the app's language, while the values sent stay the server's", async () => {
    const { martialArtName } = await import("@/shared/i18n/common/martial-art-name.ts");
    const { setLocale } = await import("@/shared/i18n/use-locale.ts");
    expect(martialArtName("Judo")).toBe("Judo");
    setLocale("pt-BR");
    expect(martialArtName("Judo")).toBe("Judô");
    expect(martialArtName("Brazilian Jiu-Jitsu")).toBe("Jiu-Jitsu Brasileiro");
    // A dojo's own art, not in the list, shows as given.
    expect(martialArtName("Capoeira")).toBe("Capoeira");
  });
});
