import { Flex, theme } from "antd";
import type { ReactNode } from "react";

export interface EmptyTextProps {
  title: string;
  hint?: string;
  action?: ReactNode;
}

/**
 * An empty state in readable colours: antd's Empty draws its text in the faint description grey,
 * under 4.5:1 on the dark theme.
 */
export function EmptyText({ title, hint, action }: EmptyTextProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={4} style={{ padding: "24px 12px", textAlign: "center" }}>
      <strong style={{ color: token.colorText }}>{title}</strong>
      {hint && <span style={{ color: token.colorTextSecondary }}>{hint}</span>}
      {action && <div style={{ marginTop: 8 }}>{action}</div>}
    </Flex>
  );
}
