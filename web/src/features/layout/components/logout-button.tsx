import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useSession } from "@/shared/session/use-session.ts";
import { useLayoutText } from "../i18n/catalog.ts";

export function LogoutButton() {
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
    <Button type="text" icon={<LogoutOutlined />} aria-label={t("logout")} loading={pending} onClick={onClick}>
      <span className="kumite-desktop-only">{t("logout")}</span>
    </Button>
  );
}
