import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import { Button } from "antd";
import { useState } from "react";
import { useSession } from "@/shared/session/use-session.ts";

export function LogoutButton() {
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
    <Button type="text" icon={<LogoutOutlined />} aria-label="Logout" loading={pending} onClick={onClick}>
      <span className="kumite-desktop-only">Logout</span>
    </Button>
  );
}
