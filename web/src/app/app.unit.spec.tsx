import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { USER_STORAGE_KEY } from "@/features/auth/session/user-storage.ts";
import { sessionUser } from "@/testing/fixtures.ts";
import { empty, json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderApp } from "@/testing/render-app.tsx";
import { announced, findToast } from "@/testing/find-toast.ts";

describe("the app", () => {
  it("shows the signed-in app when the session check answers 200", async () => {
    mockFetch({ "GET /api/auth/session": () => json(sessionUser()) });
    renderApp("/");

    expect(screen.getByText("Loading Kumite...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Community feed" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
  });

  it("shows only the sign-in form when signed out, whatever the path", async () => {
    mockFetch({ "GET /api/auth/session": () => json({ message: "Not signed in" }, { status: 401 }) });
    renderApp("/dojos");

    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("signs in, stores the user and opens the screen that was asked for", async () => {
    const user = userEvent.setup();
    const ana = sessionUser();
    mockFetch({
      "GET /api/auth/session": () => json({ message: "Not signed in" }, { status: 401 }),
      "POST /api/auth/login": () => json(ana),
    });
    renderApp("/dojos");

    await user.type(await screen.findByLabelText("Email"), "ana@example.com");
    await user.type(screen.getByLabelText("Password"), "secret-pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));

    expect(await screen.findByRole("heading", { name: "Martial Arts Dojos" })).toBeInTheDocument();
    expect(await findToast("Welcome back!")).toBeInTheDocument();
    expect(announced().polite).toBe("Welcome back!");
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? "null")).toEqual(ana);
  });

  it.each([
    ["succeeds", () => empty()],
    ["fails", () => json({ message: "Redis is down" }, { status: 500 })],
  ])("logs out when the server call %s: back to the form, stored user removed", async (_case, reply) => {
    const user = userEvent.setup();
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(sessionUser()));
    const fetchMock = mockFetch({
      "GET /api/auth/session": () => json(sessionUser()),
      "POST /api/auth/logout": reply,
    });
    renderApp("/help");

    await user.click(await screen.findByRole("button", { name: "Logout" }));

    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
    await waitFor(() => expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull());
  });

  it("shows the not-found page for an unknown path", async () => {
    mockFetch({ "GET /api/auth/session": () => json(sessionUser()) });
    renderApp("/nowhere/at/all");

    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
  });
});
