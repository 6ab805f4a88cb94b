import { Button, Flex, Typography } from "antd";
import { useState } from "react";
import { lazyDialog } from "@/shared/components/lazy-dialog.tsx";
import { useOptionsText } from "../i18n/catalog.ts";
import type { DeleteAccountDialogProps } from "./delete-account-dialog.tsx";

const DeleteAccountDialog = lazyDialog<DeleteAccountDialogProps>(() =>
  import("./delete-account-dialog.tsx").then((module) => module.DeleteAccountDialog),
);

const WARNINGS = ["profile", "posts", "connections", "dojo", "sessions", "undo"] as const;

/** Options → Account: "Delete Account" with its warnings, confirmed with the password (SPEC §2, §4). */
export function DeleteAccountSection() {
  const { t } = useOptionsText();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-account-heading">
      <Flex vertical gap="small" align="flex-start">
        <Typography.Title id="delete-account-heading" level={3} style={{ fontSize: 16, margin: 0 }}>
          {t("account.delete.title")}
        </Typography.Title>
        <Typography.Text id="delete-account-intro">{t("account.delete.intro")}</Typography.Text>
        <ul aria-labelledby="delete-account-intro" style={{ margin: 0, paddingInlineStart: 20 }}>
          {WARNINGS.map((warning) => (
            <li key={warning}>
              <Typography.Text>{t(`account.delete.warnings.${warning}`)}</Typography.Text>
            </li>
          ))}
        </ul>
        <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t("account.delete.button")}
        </Button>
      </Flex>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
