import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";
import { AuthForm } from "./auth-form.tsx";

const SUSPENDED =
  "Your account is suspended pending review after reports from other members. If you think this is a mistake, send us an appeal below: a moderator will read it.";
const refused = () => json({ message: SUSPENDED, code: "auth.suspended", appealTicket: "ticket-1" }, { status: 403 });
const APPEALS = "/api/moderation/appeals";

/** The notice (the app's live regions, also role alert, say its words too). */
async function suspensionAlert(title: string) {
  const alert = (await screen.findByText(title, { ignore: "[data-testid^='live-'] *" })).closest("[role='alert']");
  expect(alert).not.toBeNull();
  return alert as HTMLElement;
}

async function signInSuspended(routes: FetchRoutes = {}) {
  const fetchMock = mockFetch({ "POST /api/auth/login": refused, ...routes });
  const session = fakeSession();
  renderWithProviders(<AuthForm />, session);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email|^E-mail/), "ana@example.com");
  await user.type(screen.getByLabelText(/^Password|^Senha/), "secret-pass");
  await user.click(screen.getByRole("button", { name: /^Sign In$|^Entrar$/ }));
  return { fetchMock, session, user };
}

describe("Sign-in of a suspended member", () => {
  it("shows the server's message (suspended pending review, how to appeal) instead of an error toast", async () => {
    const { session } = await signInSuspended();

    const alert = await suspensionAlert("Account suspended");
    expect(alert).toHaveTextContent(SUSPENDED);
    expect(screen.getByRole("textbox", { name: "Your appeal" })).toBeInTheDocument();
    expect(screen.queryByText("An error occurred")).not.toBeInTheDocument();
    expect(session.login).not.toHaveBeenCalled();
  });

  it("sends one appeal with the ticket, then shows the reply's words in place of the form", async () => {
    const { fetchMock, user } = await signInSuspended({
      [`POST ${APPEALS}`]: () => json({ message: "Your appeal has been sent. We will review it." }, { status: 201 }),
    });
    await user.type(await screen.findByLabelText("Your appeal"), "  I only reported spam myself.  ");
    await user.click(screen.getByRole("button", { name: "Send appeal" }));

    expect(await screen.findByText("Your appeal has been sent. We will review it.")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", APPEALS)).toEqual([
      { ticket: "ticket-1", text: "I only reported spam myself." },
    ]);
    expect(screen.queryByRole("button", { name: "Send appeal" })).not.toBeInTheDocument();
  });

  it("sends no blank appeal", async () => {
    const { fetchMock, user } = await signInSuspended();
    await user.click(await screen.findByRole("button", { name: "Send appeal" }));
    expect(await findToast("Please write your appeal")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", APPEALS)).toEqual([]);
  });

  it("says why an appeal was refused (an expired ticket) and keeps the text", async () => {
    const { user } = await signInSuspended({
      [`POST ${APPEALS}`]: () =>
        json(
          { message: "This appeal link has expired. Sign in again to appeal.", code: "appeal.ticket-invalid" },
          { status: 403 },
        ),
    });
    await user.type(await screen.findByLabelText("Your appeal"), "Please review");
    await user.click(screen.getByRole("button", { name: "Send appeal" }));

    expect(await findToast("Failed to send appeal")).toBeInTheDocument();
    expect(await findToast("This appeal link has expired. Sign in again to appeal.")).toBeInTheDocument();
    expect(screen.getByLabelText("Your appeal")).toHaveValue("Please review");
  });

  it("goes back to the sign-in form", async () => {
    const { user } = await signInSuspended();
    await user.click(await screen.findByRole("button", { name: "Back to sign in" }));
    await waitFor(() => expect(screen.queryByText("Account suspended")).not.toBeInTheDocument());
    expect(screen.getByLabelText("Email")).toHaveValue("ana@example.com");
    expect(screen.getByRole("button", { name: "Sign In" })).toBeVisible();
  });

  it("reads Brazilian Portuguese, the refusal in the catalog's words", async () => {
    await speakPortuguese();
    await signInSuspended({
      [`POST ${APPEALS}`]: () => json({ message: "Your appeal has been sent. We will review it." }, { status: 201 }),
    });
    const alert = await suspensionAlert("Conta suspensa");
    expect(alert).toHaveTextContent("Sua conta está suspensa aguardando revisão.");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Seu recurso"), "Foi um engano");
    await user.click(screen.getByRole("button", { name: "Enviar recurso" }));
    expect(await screen.findByText("Seu recurso foi enviado. Vamos analisá-lo.")).toBeInTheDocument();
  });
});
