import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { CreateDojoDialog } from "./create-dojo-dialog.tsx";

function renderDialog(routes: FetchRoutes = {}) {
  const onClose = vi.fn();
  const fetchMock = mockFetch(routes);
  renderWithProviders(<CreateDojoDialog open onClose={onClose} />, fakeSession(sessionUser({ id: "me" })));
  return { fetchMock, onClose };
}

async function fill({ name = "", description = "", location = "", arts = [] as string[] }) {
  if (name) await userEvent.type(screen.getByRole("textbox", { name: "Dojo name" }), name);
  if (description) await userEvent.type(screen.getByRole("textbox", { name: "Description" }), description);
  if (location) await userEvent.type(screen.getByRole("textbox", { name: "Location" }), location);
  for (const art of arts) await userEvent.click(screen.getByRole("checkbox", { name: art }));
}

const submit = () => screen.getByRole("button", { name: "Create Dojo" });

describe("Create Dojo", () => {
  it("keeps its submit disabled while the name is blank", async () => {
    renderDialog();
    expect(submit()).toBeDisabled();
    await fill({ name: "   " });
    expect(submit()).toBeDisabled();
    await fill({ name: "Tatami" });
    expect(submit()).toBeEnabled();
  });

  it.each([
    [{ name: "Tatami" }, "Description required", "Please enter a description for your dojo."],
    [{ name: "Tatami", description: "Randori" }, "Location required", "Please enter a location for your dojo."],
    [
      { name: "Tatami", description: "Randori", location: "Porto" },
      "Martial arts required",
      "Please select at least one martial art.",
    ],
  ])("says what is missing first, in SPEC's words, and sends nothing (%o)", async (draft, title, detail) => {
    const { fetchMock } = renderDialog();
    await fill(draft);
    await userEvent.click(submit());
    expect(await findToast(title)).toBeInTheDocument();
    expect(await findToast(detail)).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojos")).toEqual([]);
  });

  it("groups the art toggles by category", async () => {
    renderDialog();
    for (const group of ["Striking Arts", "Grappling Arts", "MMA"]) {
      expect(screen.getByRole("group", { name: group })).toBeInTheDocument();
    }
  });

  it("founds the dojo with trimmed fields, says so and closes", async () => {
    const { fetchMock, onClose } = renderDialog({ "POST /api/dojos": () => json({ id: "d-1" }, { status: 201 }) });
    await fill({ name: " Tatami ", description: "Randori ", location: " Porto", arts: ["Sambo", "Judo"] });
    await userEvent.click(submit());
    expect(await findToast("Dojo created successfully!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/dojos")).toEqual([
      { name: "Tatami", description: "Randori", location: "Porto", martialArts: ["Judo", "Sambo"] },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows "Failed to create dojo" with the status and the server\'s message, keeping the draft', async () => {
    const { onClose } = renderDialog({
      "POST /api/dojos": () =>
        json({ message: "You are already in a dojo", code: "dojo.in-another-dojo" }, { status: 409 }),
    });
    await fill({ name: "Tatami", description: "Randori", location: "Porto", arts: ["Judo"] });
    await userEvent.click(submit());
    expect(await findToast("Failed to create dojo")).toBeInTheDocument();
    expect(await findToast("409: You are already in a dojo")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Dojo name" })).toHaveValue("Tatami");
  });

  it('falls back to "Please try again." when the server says nothing', async () => {
    renderDialog({ "POST /api/dojos": () => new Response("", { status: 502 }) });
    await fill({ name: "Tatami", description: "Randori", location: "Porto", arts: ["Judo"] });
    await userEvent.click(submit());
    expect(await findToast("502: Please try again.")).toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese", async () => {
    renderDialog();
    await act(async () => setLocale("pt-BR"));
    expect(screen.getByRole("dialog", { name: "Criar um novo dojo" })).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Nome do dojo" }), "Tatami");
    await userEvent.click(screen.getByRole("button", { name: "Criar dojo" }));
    expect(await findToast("Descrição obrigatória")).toBeInTheDocument();
  });
});
