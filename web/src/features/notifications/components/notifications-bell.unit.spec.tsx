import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render-with-providers.tsx";
import { NotificationsBell } from "./notifications-bell.tsx";

describe("NotificationsBell", () => {
  it("has no badge with nothing unread and opens the popover, which its close button closes", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationsBell />);

    await user.click(screen.getByRole("button", { name: "Notifications" }));

    expect(await screen.findByRole("heading", { name: "Notifications" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
    expect(screen.getByText("No notifications yet")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Close notifications" }));

    await waitFor(() => expect(screen.queryByRole("heading", { name: "Notifications" })).not.toBeInTheDocument());
  });

  it("caps the badge at 99+", () => {
    renderWithProviders(<NotificationsBell unreadCount={150} />);

    expect(screen.getByRole("button", { name: "Notifications, 99+ unread" })).toBeInTheDocument();
  });
});
