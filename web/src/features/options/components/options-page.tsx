import { Card, Tabs, Typography, type TabsProps } from "antd";
import { FriendsTab } from "./friends-tab.tsx";
import { PendingTab } from "./pending-tab.tsx";

const TABS: TabsProps["items"] = [
  { key: "friends", label: "Friends", children: <FriendsTab /> },
  { key: "blocked", label: "Blocked Users", children: <PendingTab description="Blocked users will be listed here." /> },
  { key: "account", label: "Account", children: <PendingTab description="Account deletion is not available yet." /> },
];

/** /options, "Account Options": tabs Friends, Blocked Users and Account (SPEC §2). */
export function OptionsPage() {
  return (
    <section aria-labelledby="account-options-heading" style={{ maxWidth: 880, margin: "0 auto" }}>
      <Typography.Title id="account-options-heading" level={2}>
        Account Options
      </Typography.Title>
      <Card>
        <Tabs items={TABS} destroyOnHidden />
      </Card>
    </section>
  );
}
