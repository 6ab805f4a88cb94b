import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { HelpPage } from "./help-page.tsx";

describe("HelpPage", () => {
  it("explains every part of the product and where to ask questions", () => {
    renderWithProviders(<HelpPage />);

    expect(screen.getByRole("heading", { name: "Welcome to Kumite" })).toBeInTheDocument();
    for (const section of [
      "Community Posts",
      "Search",
      "Dojos",
      "Events",
      "Training Partners",
      "Notifications",
      "Getting Started",
      "Need More Help?",
    ]) {
      expect(screen.getByRole("heading", { name: section })).toBeInTheDocument();
    }
    expect(screen.getByText("Complete your profile")).toBeInTheDocument();
    expect(screen.getByText("Find your community")).toBeInTheDocument();
    expect(screen.getByText("Start training together")).toBeInTheDocument();
    expect(screen.getByText("General Discussion")).toBeInTheDocument();
    expect(screen.getByText(/posts by martial art/)).toBeInTheDocument();
    expect(screen.getByText(/comments/)).toBeInTheDocument();
    expect(screen.getByText(/search button in the header/)).toBeInTheDocument();
  });

  it("lists the dojo roles in order", () => {
    renderWithProviders(<HelpPage />);

    expect(
      screen.getByText(/the roles New Blood, Warrior, Elder, Leader; the owner manages the dojo/),
    ).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese once chosen", async () => {
    renderWithProviders(<HelpPage />);

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByRole("heading", { name: "Bem-vindo ao Kumite" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Precisa de mais ajuda?" })).toBeInTheDocument();
    expect(screen.getByText("Complete seu perfil")).toBeInTheDocument();
    expect(screen.getByText("Discussão geral")).toBeInTheDocument();
    expect(screen.getByText(/Novato, Guerreiro, Veterano, Líder/)).toBeInTheDocument();
  });
});
