import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { EmptyFeed } from "./empty-feed.tsx";

describe("the empty feed", () => {
  it("welcomes and offers the first post", () => {
    renderWithProviders(<EmptyFeed category={null} />);

    expect(screen.getByRole("heading", { name: "Welcome to the Kumite community!" })).toBeInTheDocument();
    expect(screen.getByText("Be the first to share your training, a technique or a question.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Your First Post" })).toBeInTheDocument();
  });

  it("names the empty category by its label, in Brazilian Portuguese once chosen", async () => {
    renderWithProviders(<EmptyFeed category="Training Tips" />);
    expect(screen.getByText("No posts in Training Tips yet. Start the conversation.")).toBeInTheDocument();

    await act(async () => setLocale("pt-BR"));

    expect(screen.getByRole("heading", { name: "Bem-vindo à comunidade Kumite!" })).toBeInTheDocument();
    expect(screen.getByText("Ainda não há publicações em Dicas de treino. Comece a conversa.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Crie sua primeira publicação" })).toBeInTheDocument();
  });
});
