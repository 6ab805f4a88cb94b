import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useSession } from "@/shared/session/use-session.ts";
import { useLayoutText } from "../i18n/catalog.ts";

export interface LogoutButtonProps {
  /** The word beside the icon; without it, the icon alone, named the same. */
  worded?: boolean;
  /** As wide as its container: in the mobile menu. */
  block?: boolean;
}

export function LogoutButton({ worded = false, block = false }: LogoutButtonProps) {
  const { t } = useLayoutText();
  const { logout } = useSession();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      type={block ? "default" : "text"}
      block={block}
      size={block ? "large" : undefined}
      icon={<LogoutOutlined />}
      aria-label={t("logout")}
      loading={pending}
      onClick={onClick}
    >
      {worded ? t("logout") : null}
    </Button>
  );
}
