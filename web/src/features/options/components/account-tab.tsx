import { Divider } from "antd";
import { DataExportSection } from "./data-export-section.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { LanguageChoice } from "./language-choice.tsx";

/** Options → Account: the language switch, a copy of the member's data, and account deletion. */
export function AccountTab() {
  return (
    <>
      <LanguageChoice />
      <Divider />
      <DataExportSection />
      <Divider />
      <DeleteAccountSection />
    </>
  );
}
