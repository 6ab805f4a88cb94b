import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeSession } from "@/testing/fake-session.ts";
import { sessionUser, userView } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderRoutes } from "@/testing/render-routes.tsx";

const me = sessionUser({ id: "me" });

describe("the profile page", () => {
  it("shows one's own profile at /profile, without a Connect button", async () => {
    mockFetch({ "GET /api/users/me": () => json(userView({ id: "me" })) });
    await renderRoutes("/profile", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Ana de Souza" })).toBeInTheDocument();
    expect(screen.getByText("8 years, brown belt")).toBeInTheDocument();
    expect(screen.getByText("Lisbon")).toBeInTheDocument();
    expect(screen.getByText("Judo")).toBeInTheDocument();
    expect(screen.getByText("Brazilian Jiu-Jitsu")).toBeInTheDocument();
    expect(screen.getByText("Randori every Tuesday.")).toBeInTheDocument();
    expect(screen.getByText("Connections")).toBeInTheDocument();
    expect(screen.getByText("You haven't posted yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect" })).not.toBeInTheDocument();
  });

  it("shows someone else's profile with an inert Connect button", async () => {
    const fetchMock = mockFetch({
      "GET /api/users/u-2": () => json(userView({ id: "u-2", displayName: "Kenji Sato", martialArts: ["Karate"] })),
    });
    await renderRoutes("/profile/u-2", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "Kenji Sato" })).toBeInTheDocument();
    expect(screen.getByText("No posts yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Connect" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says the user was not found on 404", async () => {
    mockFetch({ "GET /api/users/ghost": () => json({ message: "User not found" }, { status: 404 }) });
    await renderRoutes("/profile/ghost", fakeSession(me));

    expect(await screen.findByRole("heading", { name: "User not found" })).toBeInTheDocument();
    expect(screen.getByText("The profile you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
