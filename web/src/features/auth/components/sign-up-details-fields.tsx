import { Divider } from "antd";
import { ProfileDetailsFields } from "@/shared/profile-form/profile-details-fields.tsx";
import { useAuthText } from "../i18n/catalog.ts";

/** Sign-up's optional section: the profile details under their divider. */
export function SignUpDetailsFields() {
  const { t } = useAuthText();
  return (
    <>
      <Divider plain>{t("optionalDetails")}</Divider>
      <ProfileDetailsFields />
    </>
  );
}
