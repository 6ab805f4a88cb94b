import { Divider } from "antd";
import { useOptionsText } from "../i18n/catalog.ts";
import { LanguageChoice } from "./language-choice.tsx";
import { PendingTab } from "./pending-tab.tsx";

/** Options → Account: the language switch; account deletion is still to come. */
export function AccountTab() {
  const { t } = useOptionsText();
  return (
    <>
      <LanguageChoice />
      <Divider />
      <PendingTab description={t("account.deletionPending")} />
    </>
  );
}
