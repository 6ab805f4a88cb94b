import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

/**
 * A toast's text: shown, and said by the app's live region (two elements once both are there, which
 * findByText refuses; the first is enough).
 */
const toast = async (text: string) => (await screen.findAllByText(text))[0];

const me = sessionUser({
  id: "me",
  rank: "Brown belt",
  weightKg: 63,
  giPreference: "both",
  latitude: 38.7,
  longitude: -9.1,
});

/** One's own profile with the edit dialog open; PATCH replies with the changes applied. */
async function openEditDialog(title = "Edit profile") {
  let current = userView({ id: "me", rank: "Brown belt", weightKg: 63, giPreference: "both" });
  const fetchMock = mockFetch({
    "GET /api/users/me": () => json(current),
    "GET /api/users/me/posts": () => json([]),
    "GET /api/users/me/connections": () => json({ userId: "me", count: 0 }),
    "PATCH /api/users/me": ({ body }) => {
      current = { ...current, ...(body as object) };
      return json({ ...me, ...current });
    },
  });
  const session = fakeSession(me);
  await renderRoutes("/profile", session);
  // Let a language chosen before rendering settle (antd's texts for it load after the first render).
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: title }));
  const dialog = await screen.findByRole("dialog", { name: title });
  return { fetchMock, session, user, dialog };
}

describe("the edit profile dialog", () => {
  it("is prefilled from the session user", async () => {
    const { dialog } = await openEditDialog();

    expect(within(dialog).getByLabelText("Display name")).toHaveValue("Ana de Souza");
    expect(within(dialog).getByLabelText("Rank")).toHaveValue("Brown belt");
    expect(within(dialog).getByLabelText("Weight (kg)")).toHaveValue("63");
    expect(within(dialog).getByLabelText("Latitude")).toHaveValue("38.7");
    expect(within(dialog).getByLabelText("Experience")).toHaveValue("8 years, brown belt");
    expect(within(dialog).queryByLabelText("Email")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("sends only the changed fields, updates the session user and refetches the profile", async () => {
    const { fetchMock, session, user, dialog } = await openEditDialog();

    const displayName = within(dialog).getByLabelText("Display name");
    await user.clear(displayName);
    await user.type(displayName, "Ana Souza");
    const weight = within(dialog).getByLabelText("Weight (kg)");
    await user.clear(weight);
    await user.type(weight, "66.5");
    await user.click(within(dialog).getByRole("combobox", { name: "Training intensity" }));
    await user.click(await screen.findByTitle("Hard"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await toast("Profile updated!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/api/users/me")).toEqual([
      { displayName: "Ana Souza", weightKg: 66.5, intensity: "hard" },
    ]);
    expect(session.login).toHaveBeenCalledWith(
      expect.objectContaining({ id: "me", displayName: "Ana Souza", weightKg: 66.5 }),
    );
    expect(await screen.findByRole("heading", { name: "Ana Souza" })).toBeInTheDocument();
    expect(screen.getByText("66.5 kg")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit profile" })).not.toBeInTheDocument());
  });

  it("sends the coordinates together when one changes", async () => {
    const { fetchMock, user, dialog } = await openEditDialog();

    const longitude = within(dialog).getByLabelText("Longitude");
    await user.clear(longitude);
    await user.type(longitude, "-9.2");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await toast("Profile updated!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/api/users/me")).toEqual([{ latitude: 38.7, longitude: -9.2 }]);
  });

  it("checks the weight range as the server does, and sends nothing", async () => {
    const { fetchMock, user, dialog } = await openEditDialog();

    const weight = within(dialog).getByLabelText("Weight (kg)");
    await user.clear(weight);
    await user.type(weight, "25");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Weight must be at least 30 kg")).toBeInTheDocument();

    await user.clear(weight);
    await user.type(weight, "300");
    expect(await within(dialog).findByText("Weight must be at most 250 kg")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(sentBodies(fetchMock, "PATCH", "/api/users/me")).toEqual([]);
  });

  it("requires a display name", async () => {
    const { fetchMock, user, dialog } = await openEditDialog();

    await user.clear(within(dialog).getByLabelText("Display name"));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await within(dialog).findByText("Display name is required")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/api/users/me")).toEqual([]);
  });

  it("closes without a call when nothing changed", async () => {
    const { fetchMock, user, dialog } = await openEditDialog();

    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit profile" })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, "PATCH", "/api/users/me")).toEqual([]);
  });

  it("shows the server's message when saving fails", async () => {
    const { fetchMock, user, dialog } = await openEditDialog();
    fetchMock.mockImplementationOnce(async () => json({ message: "Display name is taken" }, { status: 409 }));

    await user.type(within(dialog).getByLabelText("Rank"), "!");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Display name is taken")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Edit profile" })).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese once chosen: labels, value lists and the server's rules", async () => {
    // Chosen before opening: antd's own Portuguese texts load a moment later and re-render the app.
    setLocale("pt-BR");
    await import("antd/locale/pt_BR");
    const { fetchMock, user } = await openEditDialog("Editar perfil");

    const dialog = within(await screen.findByRole("dialog", { name: "Editar perfil" }));
    expect(dialog.getByLabelText("Nome de exibição")).toHaveValue("Ana de Souza");
    expect(dialog.getByRole("checkbox", { name: "Segunda" })).toBeInTheDocument();
    expect(dialog.getByRole("checkbox", { name: "Defesa pessoal" })).toBeInTheDocument();
    expect(dialog.getByText("Com e sem kimono")).toBeInTheDocument();
    const weight = dialog.getByLabelText("Peso (kg)");
    await user.clear(weight);
    await user.type(weight, "25");
    await user.click(dialog.getByRole("button", { name: "Salvar" }));
    expect(await dialog.findByText("Peso deve ser no mínimo 30 kg")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "PATCH", "/api/users/me")).toEqual([]);
  });
});
