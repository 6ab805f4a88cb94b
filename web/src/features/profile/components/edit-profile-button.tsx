import EditOutlined from "@ant-design/icons/EditOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useProfileText } from "../i18n/catalog.ts";
import { LazyEditProfileDialog } from "./lazy-edit-profile-dialog.ts";

/** One's own profile: "Edit profile" and the dialog it opens. */
export function EditProfileButton() {
  const { t } = useProfileText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t("edit.open")}
      </Button>
      <LazyEditProfileDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
