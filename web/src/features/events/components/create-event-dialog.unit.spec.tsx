import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { findToast } from "@/testing/find-toast.ts";
import { sessionUser, trainingEventView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { CreateEventDialog } from "./create-event-dialog.tsx";

const KODOKAN = { id: "d-1", name: "Kodokan Lisboa" };

function renderDialog(routes: FetchRoutes = {}, dojos = [KODOKAN]) {
  const onClose = vi.fn();
  const fetchMock = mockFetch(routes);
  renderWithProviders(
    <CreateEventDialog open onClose={onClose} dojos={dojos} />,
    fakeSession(sessionUser({ id: "me" })),
  );
  return { fetchMock, onClose };
}

/** 9 March 2030, 18:30 where the viewer is. */
const LOCAL_EVENING = new Date(2030, 2, 9, 18, 30);
/** The spec's today: a week before that evening, which the picker offers as a date to come. */
const TODAY = new Date(2030, 2, 2, 9, 0);

async function fill({ title = "", date = "", max = null as string | null }) {
  if (title) await userEvent.type(screen.getByRole("textbox", { name: "Title" }), title);
  if (date) await userEvent.type(screen.getByRole("textbox", { name: "Date and time" }), `${date}{Enter}`);
  if (max !== null) {
    const box = screen.getByRole("spinbutton", { name: "Max participants" });
    await userEvent.clear(box);
    if (max) await userEvent.type(box, max);
  }
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Create Event" }));
const sent = (fetchMock: ReturnType<typeof mockFetch>) => sentBodies(fetchMock, "POST", "/api/dojo-events");

// Typing into the date picker is slow under a loaded test run.
describe("Create Event", { timeout: 15_000 }, () => {
  // Only Date is faked (timers run as they do): the setup file puts real timers back after each test.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"], now: TODAY });
  });

  it("sends nothing, and says nothing, while the title is blank", async () => {
    const { fetchMock } = renderDialog();
    await fill({ title: "   ", date: "2030-03-09 18:30" });
    await submit();
    expect(sent(fetchMock)).toEqual([]);
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveFocus();
  });

  it("sends nothing without a date", async () => {
    const { fetchMock } = renderDialog();
    await fill({ title: "Randori" });
    await submit();
    expect(sent(fetchMock)).toEqual([]);
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it("sends nothing without a dojo", async () => {
    const { fetchMock } = renderDialog({}, [KODOKAN, { id: "d-2", name: "Tatami Club" }]);
    await fill({ title: "Randori", date: "2030-03-09 18:30" });
    await submit();
    expect(sent(fetchMock)).toEqual([]);
    expect(document.querySelector(".ant-notification-notice")).toBeNull();
  });

  it("creates the event with the date as an ISO timestamp, 10 places when the maximum is left empty, and closes", async () => {
    const { fetchMock, onClose } = renderDialog({
      "POST /api/dojo-events": () => json(trainingEventView(), { status: 201 }),
    });
    await fill({ title: " Randori ", date: "2030-03-09 18:30", max: "" });
    await userEvent.type(screen.getByRole("textbox", { name: "Description" }), "Bring your gi");
    await userEvent.click(screen.getByRole("switch", { name: "Dojo Only" }));
    await submit();
    expect(await findToast("Event created successfully!")).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual([
      {
        title: "Randori",
        description: "Bring your gi",
        eventDate: LOCAL_EVENING.toISOString(),
        maxParticipants: 10,
        dojoId: "d-1",
        isDojoOnly: true,
        createdBy: "me",
      },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("keeps the maximum within 1 to 100", async () => {
    const { fetchMock } = renderDialog({
      "POST /api/dojo-events": () => json(trainingEventView(), { status: 201 }),
    });
    await fill({ title: "Randori", date: "2030-03-09 18:30", max: "250" });
    await submit();
    await findToast("Event created successfully!");
    expect(sent(fetchMock)).toMatchObject([{ maxParticipants: 100 }]);
  });

  it('says "Failed to create event" with the status code, keeping the draft', async () => {
    const { onClose } = renderDialog({
      "POST /api/dojo-events": () =>
        json({ message: "Only elders and leaders create events", code: "forbidden" }, { status: 403 }),
    });
    await fill({ title: "Randori", date: "2030-03-09 18:30" });
    await submit();
    expect(await findToast("Failed to create event")).toBeInTheDocument();
    expect(await findToast("403: Only elders and leaders create events")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue("Randori");
  });

  it('falls back to "Please try again." after the status when the server says nothing', async () => {
    renderDialog({ "POST /api/dojo-events": () => new Response("", { status: 502 }) });
    await fill({ title: "Randori", date: "2030-03-09 18:30" });
    await submit();
    expect(await findToast("502: Please try again.")).toBeInTheDocument();
  });

  it("speaks Brazilian Portuguese", async () => {
    renderDialog();
    await act(async () => setLocale("pt-BR"));
    expect(screen.getByRole("dialog", { name: "Criar evento de treino" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Título" })).toBeInTheDocument();
    expect(screen.getByRole("spinbutton", { name: "Máximo de participantes" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Só do dojo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Criar evento" })).toBeInTheDocument();
  });
});
