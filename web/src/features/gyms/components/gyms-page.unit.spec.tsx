import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { GymsPage } from "./gyms-page.tsx";

describe("the gyms page", () => {
  it("is headed in the chosen language", async () => {
    renderWithProviders(<GymsPage />);
    expect(screen.getByRole("heading", { name: "Discover Gyms" })).toBeInTheDocument();

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByRole("heading", { name: "Descubra academias" })).toBeInTheDocument();
  });
});
