import { Divider } from "antd";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { LanguageChoice } from "./language-choice.tsx";

/** Options → Account: the language switch, and account deletion. */
export function AccountTab() {
  return (
    <>
      <LanguageChoice />
      <Divider />
      <DeleteAccountSection />
    </>
  );
}
