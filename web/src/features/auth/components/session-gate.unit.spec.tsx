import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sessionUser } from "@/testing/fixtures.ts";
import { json, mockFetch } from "@/testing/mock-fetch.ts";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { SessionProvider } from "../session/session-provider.tsx";
import { SessionGate } from "./session-gate.tsx";

function Greeting() {
  const user = useCurrentUser();
  return <p>Signed in as {user.displayName}</p>;
}

const renderGate = () =>
  renderWithProviders(
    <SessionProvider>
      <SessionGate>
        <Greeting />
      </SessionGate>
    </SessionProvider>,
  );

describe("SessionGate", () => {
  it("shows 'Loading Kumite...' while checking, then the form on 401", async () => {
    const fetchMock = mockFetch({ "GET /api/auth/session": () => json({ message: "Not signed in" }, { status: 401 }) });
    renderGate();

    expect(screen.getByText("Loading Kumite...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(screen.queryByText("Loading Kumite...")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("include");
  });

  it("shows the app for the session's user on 200", async () => {
    mockFetch({ "GET /api/auth/session": () => json(sessionUser({ displayName: "Kenji Sato" })) });
    renderGate();

    expect(await screen.findByText("Signed in as Kenji Sato")).toBeInTheDocument();
  });

  it("logs a failed check and shows the form", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderGate();

    expect(await screen.findByRole("heading", { name: "Sign In" })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith("Session check failed", expect.any(TypeError));
  });
});
