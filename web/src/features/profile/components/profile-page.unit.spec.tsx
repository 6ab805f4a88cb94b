import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { setLocale } from "@/shared/i18n/use-locale.ts";
import { connectionView } from "@/testing/connection-fixtures.ts";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch, sentBodies, type FetchRoutes } from "@/testing/mock-fetch.ts";
import { postView } from "@/testing/post-fixtures.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";
import { findToast } from "@/testing/find-toast.ts";

const me = sessionUser({ id: "me" });
const kenji = userView({ id: "u-2", displayName: "Kenji Sato", username: "kenji", martialArts: ["Karate"] });
const connectionsStat = (title = "Connections") =>
  screen.getByText(title, { selector: ".ant-statistic-title" }).closest(".ant-statistic");
const postsStat = (title: string) =>
  screen.getByText(title, { selector: ".ant-statistic-title" }).closest(".ant-statistic");

/** Kenji's profile, with the given connections list and reply to a connection request. */
const kenjisProfile = (routes: FetchRoutes = {}) =>
  mockFetch({
    "GET /api/users/u-2": () => json(kenji),
    "GET /api/users/u-2/posts": () => json([]),
    "GET /api/users/u-2/connections": () => json({ userId: "u-2", count: 4 }),
    "GET /api/connections": () => json([]),
    ...routes,
  });

describe("the profile page", () => {
  it("shows one's own profile at /profile, without a Connect button", async () => {
    mockFetch({
      "GET /api/users/me": () => json(userView({ id: "me" })),
      "GET /api/users/me/posts": () => json([]),
      "GET /api/users/me/connections": () => json({ userId: "me", count: 2 }),
    });
    await renderRoutes("/profile", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Ana de Souza" })).toBeInTheDocument();
    expect(screen.getByText("8 years, brown belt")).toBeInTheDocument();
    expect(screen.getByText("Lisbon")).toBeInTheDocument();
    expect(screen.getByText("Judo")).toBeInTheDocument();
    expect(screen.getByText("Brazilian Jiu-Jitsu")).toBeInTheDocument();
    expect(screen.getByText("Randori every Tuesday.")).toBeInTheDocument();
    await waitFor(() => expect(connectionsStat()).toHaveTextContent(/^Connections2$/));
    expect(screen.getByRole("button", { name: "Edit profile" })).toBeInTheDocument();
    expect(await screen.findByText("You haven't posted yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect" })).not.toBeInTheDocument();
  });

  it("shows the Connections count and the training details that are set", async () => {
    kenjisProfile({
      "GET /api/users/u-2": () =>
        json({ ...kenji, rank: "2nd kyu", weightKg: 81.5, giPreference: "gi", intensity: null }),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Kenji Sato" })).toBeInTheDocument();
    expect(await screen.findByText("No posts yet")).toBeInTheDocument();
    await waitFor(() => expect(connectionsStat()).toHaveTextContent(/^Connections4$/));
    expect(screen.getByText("2nd kyu")).toBeInTheDocument();
    expect(screen.getByText("81.5 kg")).toBeInTheDocument();
    expect(screen.getByText("Gi")).toBeInTheDocument();
    expect(screen.queryByText("Intensity")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit profile" })).not.toBeInTheDocument();
  });

  it("sends a connection request from Connect and says so", async () => {
    const fetchMock = kenjisProfile({
      "POST /api/connections": ({ body }) =>
        json(
          {
            ...connectionView({ userId: "me", connectedUserId: "u-2", status: "pending" }),
            ...(body as object),
            matched: false,
          },
          { status: 201 },
        ),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    await userEvent.click(await screen.findByRole("button", { name: "Connect" }));

    expect(await findToast("Connection request sent!")).toBeInTheDocument();
    expect(sentBodies(fetchMock, "POST", "/api/connections")).toEqual([
      { userId: "me", connectedUserId: "u-2", status: "pending" },
    ]);
  });

  it("says 'It's a match!' with the member's name when they had asked first", async () => {
    kenjisProfile({
      "GET /api/connections": () =>
        json([connectionView({ userId: "u-2", connectedUserId: "me", status: "pending", acceptedAt: null })]),
      "POST /api/connections": () =>
        json({ ...connectionView({ userId: "u-2", connectedUserId: "me" }), matched: true }),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    await userEvent.click(await screen.findByRole("button", { name: "Connect" }));

    expect(await screen.findByText("It's a match!")).toBeInTheDocument();
    expect(screen.getByText("You and Kenji Sato are now connected.")).toBeInTheDocument();
  });

  it("says 'Already Connected' when the request exists already", async () => {
    kenjisProfile({
      "POST /api/connections": () =>
        json(
          { message: "You are already connected with this member", code: "connection.already-connected" },
          { status: 409 },
        ),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    await userEvent.click(await screen.findByRole("button", { name: "Connect" }));

    expect(await screen.findByText("Already Connected")).toBeInTheDocument();
    expect(screen.getByText("You've already sent a request to this user.")).toBeInTheDocument();
  });

  it("says 'Connection Error' with the message for other failures", async () => {
    kenjisProfile({
      "POST /api/connections": () => json({ message: "You cannot connect with this member" }, { status: 403 }),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    await userEvent.click(await screen.findByRole("button", { name: "Connect" }));

    expect(await screen.findByText("Connection Error")).toBeInTheDocument();
    expect(screen.getByText("You cannot connect with this member")).toBeInTheDocument();
  });

  it("shows Pending or Connected instead of Connect when the connections list says so", async () => {
    kenjisProfile({
      "GET /api/connections": () =>
        json([connectionView({ userId: "me", connectedUserId: "u-2", status: "pending", acceptedAt: null })]),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));
    expect(await screen.findByRole("button", { name: "Pending" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Connect" })).not.toBeInTheDocument();
  });

  it("shows Connected for an accepted connection, whoever asked", async () => {
    kenjisProfile({ "GET /api/connections": () => json([connectionView({ userId: "u-2", connectedUserId: "me" })]) });
    await renderRoutes("/profile/u-2", fakeSession(me));
    expect(await screen.findByRole("button", { name: "Connected" })).toBeDisabled();
  });

  it("lists the user's posts as post cards and counts them", async () => {
    mockFetch({
      "GET /api/users/u-2": () => json(userView({ id: "u-2", displayName: "Kenji Sato" })),
      "GET /api/users/u-2/posts": () =>
        json([
          postView({ id: "p-1", title: "Kata notes", authorId: "u-2" }),
          postView({ id: "p-2", title: "Sparring log", authorId: "u-2" }),
        ]),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    expect(await screen.findByRole("article", { name: "Kata notes" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Sparring log" })).toBeInTheDocument();
    expect(screen.getByText("Posts", { selector: ".ant-statistic-title" }).closest(".ant-statistic")).toHaveTextContent(
      /^Posts2$/,
    );
    expect(screen.queryByText("No posts yet")).not.toBeInTheDocument();
  });

  it("says the user was not found on 404", async () => {
    mockFetch({ "GET /api/users/ghost": () => json({ message: "User not found" }, { status: 404 }) });
    await renderRoutes("/profile/ghost", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "User not found" })).toBeInTheDocument();
    expect(screen.getByText("The profile you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it("counts the posts loaded so far, with '+' while more pages exist", async () => {
    mockFetch({
      "GET /api/users/u-2": () => json(userView({ id: "u-2", displayName: "Kenji Sato" })),
      "GET /api/users/u-2/posts": () =>
        json([postView({ title: "Kata notes", authorId: "u-2" })], { headers: { "x-next-cursor": "c1" } }),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    expect(await screen.findByRole("article", { name: "Kata notes" })).toBeInTheDocument();
    expect(screen.getByText("Posts", { selector: ".ant-statistic-title" }).closest(".ant-statistic")).toHaveTextContent(
      /^Posts1\+$/,
    );
  });

  it("names a count of one in the singular", async () => {
    kenjisProfile({ "GET /api/users/u-2/connections": () => json({ userId: "u-2", count: 1 }) });
    await renderRoutes("/profile/u-2", fakeSession(me));

    await waitFor(() => expect(connectionsStat("Connection")).toHaveTextContent(/^Connection1$/));
    expect(postsStat("Posts")).toHaveTextContent(/^Posts0$/);
  });

  it("reads Brazilian Portuguese once chosen, counts and the Connect button included", async () => {
    kenjisProfile({
      "GET /api/users/u-2": () => json({ ...kenji, giPreference: "gi" }),
      "GET /api/users/u-2/connections": () => json({ userId: "u-2", count: 3 }),
    });
    // Chosen before rendering: antd's own Portuguese texts load a moment later and re-render the app.
    setLocale("pt-BR");
    await import("antd/locale/pt_BR");
    await renderRoutes("/profile/u-2", fakeSession(me));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(await screen.findByRole("heading", { name: "Kenji Sato" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Publicações" })).toBeInTheDocument();
    await waitFor(() => expect(connectionsStat("Conexões")).toHaveTextContent(/^Conexões3$/));
    expect(await screen.findByText("Nenhuma publicação ainda")).toBeInTheDocument();
    expect(screen.getByText("Com kimono")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Conectar" })).toBeInTheDocument();
  });
});
