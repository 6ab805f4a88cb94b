import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { postView } from "@/testing/post-fixtures.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

const me = sessionUser({ id: "me" });

describe("the profile page", () => {
  it("shows one's own profile at /profile, without a Connect button", async () => {
    mockFetch({
      "GET /api/users/me": () => json(userView({ id: "me" })),
      "GET /api/users/me/posts": () => json([]),
    });
    await renderRoutes("/profile", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Ana de Souza" })).toBeInTheDocument();
    expect(screen.getByText("8 years, brown belt")).toBeInTheDocument();
    expect(screen.getByText("Lisbon")).toBeInTheDocument();
    expect(screen.getByText("Judo")).toBeInTheDocument();
    expect(screen.getByText("Brazilian Jiu-Jitsu")).toBeInTheDocument();
    expect(screen.getByText("Randori every Tuesday.")).toBeInTheDocument();
    expect(screen.getByText("Connections")).toBeInTheDocument();
    expect(await screen.findByText("You haven't posted yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect" })).not.toBeInTheDocument();
  });

  it("shows someone else's profile with an inert Connect button", async () => {
    const fetchMock = mockFetch({
      "GET /api/users/u-2": () => json(userView({ id: "u-2", displayName: "Kenji Sato", martialArts: ["Karate"] })),
      "GET /api/users/u-2/posts": () => json([]),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Kenji Sato" })).toBeInTheDocument();
    expect(await screen.findByText("No posts yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Connect" }));
    expect(fetchMock.mock.calls.map(([, init]) => init?.method ?? "GET")).toEqual(["GET", "GET"]);
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
    expect(screen.getByText("Posts", { selector: ".ant-statistic-title" }).closest(".ant-statistic")).toHaveTextContent(/^Posts2$/);
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
      "GET /api/users/u-2/posts": () => json([postView({ title: "Kata notes", authorId: "u-2" })], { headers: { "x-next-cursor": "c1" } }),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    expect(await screen.findByRole("article", { name: "Kata notes" })).toBeInTheDocument();
    expect(screen.getByText("Posts", { selector: ".ant-statistic-title" }).closest(".ant-statistic")).toHaveTextContent(/^Posts1\+$/);
  });
});
