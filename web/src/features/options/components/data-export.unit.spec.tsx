import type { DataExportView } from "@kumite/contracts/identity/views";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { speakPortuguese } from "@/testing/speak-portuguese.ts";

const EXPORTS = "/api/account/exports";
const DAY = 24 * 60 * 60 * 1000;

function dataExport(overrides: Partial<DataExportView> = {}): DataExportView {
  return {
    id: "x1",
    status: "preparing",
    requestedAt: new Date(Date.now() - 60_000).toISOString(),
    readyAt: null,
    expiresAt: null,
    ...overrides,
  };
}

const ready = (overrides: Partial<DataExportView> = {}) =>
  dataExport({
    status: "ready",
    readyAt: "2026-11-28T10:00:00.000Z",
    expiresAt: new Date(Date.now() + 7 * DAY).toISOString(),
    ...overrides,
  });

const tooSoon = () =>
  json(
    { message: "You can ask for your data once every 10 minutes", code: "export.too-soon" },
    { status: 429, headers: { "retry-after": "420" } },
  );

/** Options → Account, opened by its address; `section` is "Your data" (or "Seus dados"). */
async function openYourData(routes: FetchRoutes, name = "Your data") {
  const fetchMock = mockFetch({ "GET /api/connections": () => json([]), ...routes });
  await renderRoutes("/options?tab=account", fakeSession(sessionUser({ id: "me" })));
  const section = await screen.findByRole("region", { name });
  return { fetchMock, section, user: userEvent.setup() };
}

describe("Options → Account: Your data", () => {
  it("says what the copy holds and that the bell tells when it is ready", async () => {
    const { section } = await openYourData({ [`GET ${EXPORTS}`]: () => json([]) });
    expect(section).toHaveTextContent("everything Kumite holds about you");
    expect(section).toHaveTextContent("the file can be downloaded for 7 days");
    expect(within(section).queryByRole("link")).not.toBeInTheDocument();
  });

  it("asks for the data, then says it is being prepared", async () => {
    let exports: DataExportView[] = [];
    const { fetchMock, section, user } = await openYourData({
      [`GET ${EXPORTS}`]: () => json(exports),
      [`POST ${EXPORTS}`]: () => {
        exports = [dataExport()];
        return json(exports[0], { status: 202 });
      },
    });
    await user.click(within(section).getByRole("button", { name: "Download my data" }));

    const status = within(section).getByRole("status");
    expect(await within(status).findByText("Preparing your data…")).toBeInTheDocument();
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(sentBodies(fetchMock, "POST", EXPORTS)).toHaveLength(1);
  });

  it("links each ready export to its archive, and says so in the live region", async () => {
    const { section } = await openYourData({ [`GET ${EXPORTS}`]: () => json([ready()]) });

    const link = await within(section).findByRole("link", { name: /^Download \(ready until .+\)$/ });
    expect(link).toHaveAttribute("href", "/api/account/exports/x1/archive");
    expect(link).toHaveAttribute("download");
    expect(within(section).getByRole("status")).toHaveTextContent("Your data is ready to download");
  });

  it("offers no link to an archive past its 7 days", async () => {
    const { section } = await openYourData({
      [`GET ${EXPORTS}`]: () => json([ready({ expiresAt: new Date(Date.now() - DAY).toISOString() })]),
    });
    await within(section).findByRole("status");
    expect(within(section).queryByRole("link")).not.toBeInTheDocument();
  });

  it("says once every 10 minutes, and when to try again, after a 429", async () => {
    const { section, user } = await openYourData({
      [`GET ${EXPORTS}`]: () => json([dataExport()]),
      [`POST ${EXPORTS}`]: tooSoon,
    });
    await user.click(within(section).getByRole("button", { name: "Download my data" }));

    const refusal = await within(section).findByRole("alert");
    expect(refusal).toHaveTextContent("You can ask for your data once every 10 minutes");
    expect(refusal).toHaveTextContent(/You can try again at \d{1,2}:\d{2}/);
    expect(within(section).getByRole("button", { name: "Download my data" })).toBeEnabled();
  });

  it("states the status of any other failure", async () => {
    const { section, user } = await openYourData({
      [`GET ${EXPORTS}`]: () => json([]),
      [`POST ${EXPORTS}`]: () => new Response("", { status: 502, statusText: "Bad Gateway" }),
    });
    await user.click(within(section).getByRole("button", { name: "Download my data" }));
    expect(await within(section).findByRole("alert")).toHaveTextContent("502: Could not ask for your data");
  });

  it("reads Brazilian Portuguese", async () => {
    await speakPortuguese();
    const { section, user } = await openYourData(
      { [`GET ${EXPORTS}`]: () => json([ready()]), [`POST ${EXPORTS}`]: tooSoon },
      "Seus dados",
    );
    expect(section).toHaveTextContent("Baixe uma cópia de tudo o que o Kumite guarda sobre você");
    expect(await within(section).findByRole("link", { name: /^Baixar \(disponível até .+\)$/ })).toBeInTheDocument();
    expect(within(section).getByRole("status")).toHaveTextContent("Seus dados estão prontos para download");

    await user.click(within(section).getByRole("button", { name: "Baixar meus dados" }));
    const refusal = await within(section).findByRole("alert");
    expect(refusal).toHaveTextContent("Você pode pedir seus dados uma vez a cada 10 minutos");
    expect(refusal).toHaveTextContent(/Você pode tentar de novo às \d{1,2}:\d{2}/);
  });
});
