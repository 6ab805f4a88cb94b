import { Outlet } from "@tanstack/react-router";
import { Layout } from "antd";
import { AppHeader } from "@/features/layout/components/app-header.tsx";
import { NotificationsBell } from "@/features/notifications/components/notifications-bell.tsx";
import { CreatePostButton } from "@/features/posts/components/create-post-button.tsx";
import { SearchButton } from "@/features/search/components/search-button.tsx";
import { OfflineNotice } from "@/shared/offline/offline-notice.tsx";
import { OutboxNotice } from "@/shared/outbox/outbox-notice.tsx";

/** The signed-in frame: the header (with the actions other features own) above the current screen. */
export function RootLayout() {
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <AppHeader
        actions={
          <>
            <CreatePostButton />
            <SearchButton />
            <NotificationsBell />
          </>
        }
      />
      <OfflineNotice />
      <OutboxNotice />
      <Layout.Content style={{ width: "100%", maxWidth: 1280, margin: "0 auto", padding: "24px 16px" }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
