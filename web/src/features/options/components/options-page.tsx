import { Card, Tabs, Typography, type TabsProps } from "antd";
import { useOptionsTab } from "../hooks/use-options-tab.ts";
import { useOptionsText } from "../i18n/catalog.ts";
import { AccountTab } from "./account-tab.tsx";
import { FriendsTab } from "./friends-tab.tsx";
import { BlockedUsersTab } from "./blocked-users-tab.tsx";

/** /options, "Account Options": tabs Friends, Blocked Users and Account (SPEC §2), the open one in the address. */
export function OptionsPage() {
  const { t } = useOptionsText();
  const { tab, select } = useOptionsTab();
  const tabs: TabsProps["items"] = [
    { key: "friends", label: t("tabs.friends"), children: <FriendsTab /> },
    { key: "blocked", label: t("tabs.blocked"), children: <BlockedUsersTab /> },
    { key: "account", label: t("tabs.account"), children: <AccountTab /> },
  ];
  return (
    <section aria-labelledby="account-options-heading" style={{ maxWidth: 880, margin: "0 auto" }}>
      <Typography.Title id="account-options-heading" level={2}>
        {t("title")}
      </Typography.Title>
      <Card>
        <Tabs items={tabs} activeKey={tab} onChange={select} destroyOnHidden />
      </Card>
    </section>
  );
}
