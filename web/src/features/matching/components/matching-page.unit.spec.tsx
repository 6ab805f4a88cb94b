import { SWIPE } from "@kumite/contracts/limits";
import type { ConnectionReply, MatchCandidate } from "@kumite/contracts/social/views";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { fakeMediaQueryList } from "@/testing/media-query.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { announced, findToast } from "@/testing/find-toast.ts";

const me = sessionUser({ id: "me", weightKg: 80 });
const CANDIDATES = "/api/users/matching/me";
const PASSES = "/api/users/matching/me/passes";

function candidate(overrides: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    id: "c-1",
    displayName: "Kenji Sato",
    username: "kenji",
    martialArts: ["Judo", "Brazilian Jiu-Jitsu"],
    skillLevel: "Advanced",
    ageRange: "26-35",
    experience: "10 years",
    rank: "Black belt",
    location: "Lisbon",
    availability: ["Monday", "Thursday"],
    trainingGoals: ["Competition"],
    bio: "Newaza after work.",
    giPreference: "both",
    intensity: "hard",
    weightKg: 82,
    distanceKm: 3.2,
    score: 87,
    reasons: ["Both train Judo", "Shared goals: Competition"],
    matchReasons: [
      { kind: "arts", values: ["Judo"] },
      { kind: "goals", values: ["Competition"] },
    ],
    ...overrides,
  };
}

const kenji = candidate();
const maria = candidate({
  id: "c-2",
  displayName: "Maria Lopes",
  username: "maria",
  distanceKm: null,
  reasons: ["Same skill level: Advanced"],
  matchReasons: [{ kind: "skill", value: "Advanced" }],
});

const reply = (matched: boolean, to = kenji): ConnectionReply => {
  const member = {
    id: to.id,
    displayName: to.displayName,
    username: to.username,
    location: to.location,
    martialArts: to.martialArts,
  };
  const self = { id: "me", displayName: "Ana de Souza", username: "ana_judo", location: "Lisbon", martialArts: [] };
  return {
    id: "conn-1",
    userId: "me",
    connectedUserId: to.id,
    status: matched ? "accepted" : "pending",
    createdAt: "2025-06-01T00:00:00.000Z",
    acceptedAt: matched ? "2025-06-01T00:00:00.000Z" : null,
    user: self,
    connectedUser: member,
    matched,
  };
};

async function renderMatching(routes: FetchRoutes) {
  const fetchMock = mockFetch({
    [`GET ${CANDIDATES}`]: () => json([kenji, maria]),
    [`POST ${PASSES}`]: ({ body }) =>
      json({ passedUserId: (body as { passedUserId: string }).passedUserId, until: "2025-07-01" }, { status: 201 }),
    "POST /api/connections": () => json(reply(false), { status: 201 }),
    "GET /api/connections": () => json([]),
    ...routes,
  });
  const rendered = await renderRoutes("/matching", fakeSession(me));
  return { user: userEvent.setup(), fetchMock, ...rendered };
}

/** The input lock after each action (SPEC §4): the next one counts only after it. */
const afterInputLock = () => act(() => new Promise((resolve) => setTimeout(resolve, SWIPE.inputLockMs + 20)));
const card = (name: RegExp | string) => screen.findByRole("region", { name });
const candidateGets = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      String(input).startsWith(CANDIDATES) && (init?.method ?? "GET") === "GET" && !String(input).endsWith("/passes"),
  );

describe("the matching page", () => {
  it("shows the best candidate as a card: name, arts, details, distance and why suggested", async () => {
    await renderMatching({});

    const current = await card("Kenji Sato, candidate 1 of 2");
    const view = within(current);
    expect(view.getByRole("heading", { name: "Kenji Sato" })).toBeInTheDocument();
    expect(view.getByText("KS")).toBeInTheDocument();
    expect(view.getByText("Judo")).toBeInTheDocument();
    expect(view.getByText("Brazilian Jiu-Jitsu")).toBeInTheDocument();
    expect(view.getByText("Advanced")).toBeInTheDocument();
    expect(view.getByText("10 years")).toBeInTheDocument();
    expect(view.getByText("Black belt")).toBeInTheDocument();
    expect(view.getByText("3.2 km away")).toBeInTheDocument();
    expect(view.getByText("Monday, Thursday")).toBeInTheDocument();
    expect(view.getByText("Gi and No-Gi · Hard intensity")).toBeInTheDocument();
    expect(view.getByText("Newaza after work.")).toBeInTheDocument();
    const why = within(view.getByRole("region", { name: "Why suggested" }));
    expect(why.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Both train Judo",
      "Shared goals: Competition",
    ]);
    expect(screen.getByText("Candidate 1 of 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  it("Like asks for a connection, says 'Connection request sent!' and shows the next candidate", async () => {
    const { user, fetchMock } = await renderMatching({});
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await findToast("Connection request sent!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/connections")).toEqual([
      { userId: "me", connectedUserId: "c-1", status: "pending" },
    ]);
    const next = await card("Maria Lopes, candidate 2 of 2");
    expect(within(next).queryByText(/km away/)).not.toBeInTheDocument();
    // Said once, with the toast that came at the same moment.
    await waitFor(() =>
      expect(announced().polite).toBe(
        "Connection request sent! Liked Kenji Sato. Now showing Maria Lopes, candidate 2 of 2.",
      ),
    );
  });

  it("Pass remembers the pass and shows the next candidate", async () => {
    const { user, fetchMock } = await renderMatching({});
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Pass" }));

    expect(await card("Maria Lopes, candidate 2 of 2")).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, "POST", PASSES)).toEqual([{ passedUserId: "c-1" }]));
    expect(sentBodies(fetchMock, "POST", "/api/connections")).toEqual([]);
  });

  it("a 409 says 'Already Connected' and moves on to the next candidate", async () => {
    const { user } = await renderMatching({
      "POST /api/connections": () =>
        json(
          { message: "You've already sent a request to this user", code: "connection.already-requested" },
          { status: 409 },
        ),
    });
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await screen.findByText("Already Connected")).toBeInTheDocument();
    expect(screen.getByText("You've already sent a request to this user.")).toBeInTheDocument();
    expect(await card("Maria Lopes, candidate 2 of 2")).toBeInTheDocument();
  });

  it("another error says 'Connection Error' with its message and keeps the card", async () => {
    const { user } = await renderMatching({
      "POST /api/connections": () => new Response("Not allowed", { status: 403 }),
    });
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await screen.findByText("Connection Error")).toBeInTheDocument();
    expect(screen.getByText("403: Not allowed")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Kenji Sato, candidate 1 of 2" })).toBeInTheDocument();
  });

  it("a like back says 'It's a match!', naming the member, with a way to Friends", async () => {
    const { user } = await renderMatching({ "POST /api/connections": () => json(reply(true)) });
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Like" }));

    const dialog = await screen.findByRole("dialog", { name: "It's a match!" });
    expect(within(dialog).getByText("You and Kenji Sato want to train together.")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Go to Friends" })).toHaveAttribute("href", "/options");
    expect(screen.queryByText("Connection request sent!")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Keep Swiping" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "It's a match!" })).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: "Maria Lopes, candidate 2 of 2" })).toBeInTheDocument();
  });

  it("on arrival tells of a like back that happened while away, once", async () => {
    const acceptedNow = { ...reply(true), acceptedAt: new Date().toISOString() };
    const routes = { "GET /api/connections": () => json([acceptedNow]) };
    const { user, unmount } = await renderMatching(routes);

    const dialog = await screen.findByRole("dialog", { name: "It's a match!" });
    expect(within(dialog).getByText("You and Kenji Sato want to train together.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Keep Swiping" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "It's a match!" })).not.toBeInTheDocument());
    unmount();

    await renderMatching(routes);
    await card(/^Kenji Sato/);
    expect(screen.queryByRole("dialog", { name: "It's a match!" })).not.toBeInTheDocument();
  });

  it("with nobody at all says 'No matches found'; Adjust Filters opens the panel on its first field", async () => {
    const { user } = await renderMatching({ [`GET ${CANDIDATES}`]: () => json([]) });

    expect(await screen.findByRole("heading", { name: "No matches found" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Adjust Filters" }));

    const arts = await screen.findByRole("combobox", { name: "Martial arts" });
    await waitFor(() => expect(arts).toHaveFocus());
  });

  it("after the last card says 'No more matches'; Refresh asks again and starts over", async () => {
    const { user, fetchMock } = await renderMatching({});
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Pass" }));
    await card(/^Maria Lopes/);
    await afterInputLock();
    await user.click(screen.getByRole("button", { name: "Pass" }));

    expect(await screen.findByRole("heading", { name: "No more matches" })).toBeInTheDocument();
    expect(screen.getByText("Candidate 2 of 2")).toBeInTheDocument();
    expect(candidateGets(fetchMock)).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Refresh" }));

    expect(await card("Kenji Sato, candidate 1 of 2")).toBeInTheDocument();
    expect(candidateGets(fetchMock)).toHaveLength(2);
  });

  it("the Right arrow likes and the Left arrow passes, but not while typing in a filter", async () => {
    const { user, fetchMock } = await renderMatching({});
    (await card(/^Kenji Sato/)).focus();

    await user.keyboard("{ArrowRight}");
    expect(await findToast("Connection request sent!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/connections")).toEqual([
      { userId: "me", connectedUserId: "c-1", status: "pending" },
    ]);
    const next = await card("Maria Lopes, candidate 2 of 2");
    expect(next).toHaveFocus();
    await afterInputLock();

    await user.click(screen.getByRole("button", { name: /Filters/ }));
    await user.click(await screen.findByRole("spinbutton", { name: "Maximum distance" }));
    await user.keyboard("{ArrowLeft}");
    await afterInputLock();
    expect(sentBodies(fetchMock, "POST", PASSES)).toEqual([]);

    next.focus();
    await user.keyboard("{ArrowLeft}");
    expect(await screen.findByRole("heading", { name: "No more matches" })).toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, "POST", PASSES)).toEqual([{ passedUserId: "c-2" }]));
  });

  it("applying filters asks again with only the filters that differ from the defaults", async () => {
    const { user } = await renderMatching({
      [`GET ${CANDIDATES}?maxDistance=20&maxWeightDifference=5`]: () => json([maria]),
    });
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: /Filters/ }));
    const distance = await screen.findByRole("spinbutton", { name: "Maximum distance" });
    await user.clear(distance);
    await user.type(distance, "20");
    await user.type(screen.getByRole("spinbutton", { name: "Maximum weight difference" }), "5");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));

    expect(await card("Maria Lopes, candidate 1 of 1")).toBeInTheDocument();
  });

  it("reads Brazilian Portuguese once chosen: the card, its values, counts and the toast", async () => {
    // Chosen before rendering: antd's own Portuguese texts load a moment later and re-render the app.
    setLocale("pt-BR");
    await import("antd/locale/pt_BR");
    const { user } = await renderMatching({});
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(await screen.findByRole("heading", { name: "Encontre parceiros de treino" })).toBeInTheDocument();
    const view = within(await card("Kenji Sato, parceiro 1 de 2"));
    expect(view.getByText("87% de compatibilidade")).toBeInTheDocument();
    expect(view.getByText("Avançado")).toBeInTheDocument();
    expect(view.getByText("a 3,2 km")).toBeInTheDocument();
    expect(view.getByText("Segunda, Quinta")).toBeInTheDocument();
    expect(view.getByText("Competição")).toBeInTheDocument();
    expect(view.getByText("Com e sem kimono · Treino pesado")).toBeInTheDocument();
    const why = within(view.getByRole("region", { name: "Por que foi sugerido" }));
    expect(why.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Vocês dois treinam Judô",
      "Objetivos em comum: Competição",
    ]);
    expect(screen.getByText("Parceiro 1 de 2")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Curtir" }));

    expect((await screen.findAllByText("Pedido de conexão enviado!"))[0]).toBeInTheDocument();
    await waitFor(() =>
      expect(announced().polite).toMatch(/Você curtiu Kenji Sato\. Agora mostrando Maria Lopes, parceiro 2 de 2\.$/),
    );
  });
});

describe("the swipe animations", () => {
  const animate = vi.fn(() => ({ onfinish: null, cancel: () => undefined }) as unknown as Animation);
  const withMotion = (reduced: boolean) => {
    vi.spyOn(window, "matchMedia").mockImplementation((query) =>
      fakeMediaQueryList(query, reduced && query.includes("reduced-motion")),
    );
    Element.prototype.animate = animate;
  };
  afterEach(() => {
    // jsdom has no Web Animations: leave it as it was.
    delete (Element.prototype as Partial<Element>).animate;
    animate.mockClear();
  });

  it("fly the card out after a like", async () => {
    withMotion(false);
    const { user } = await renderMatching({});
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await card("Maria Lopes, candidate 2 of 2")).toBeInTheDocument();
    expect(animate).toHaveBeenCalledOnce();
  });

  it("do not play for members who prefer reduced motion: the next card just appears", async () => {
    withMotion(true);
    const { user } = await renderMatching({});
    await card(/^Kenji Sato/);

    await user.click(screen.getByRole("button", { name: "Like" }));

    expect(await card("Maria Lopes, candidate 2 of 2")).toBeInTheDocument();
    expect(animate).not.toHaveBeenCalled();
  });
});
