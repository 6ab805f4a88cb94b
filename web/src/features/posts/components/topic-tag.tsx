import { theme } from "antd";
import type { ReactNode } from "react";

/**
 * A post's category, or a trending word: a small bordered label in the look of antd's Tag, drawn
 * here because the feed would otherwise download Tag's chunk for these two alone.
 */
export function TopicTag({ children, red = false, title }: { children: ReactNode; red?: boolean; title?: string }) {
  const { token } = theme.useToken();
  return (
    <span
      title={title}
      style={{
        display: "inline-block",
        paddingInline: 7,
        fontSize: token.fontSizeSM,
        lineHeight: "20px",
        whiteSpace: "nowrap",
        borderRadius: token.borderRadiusSM,
        border: `1px solid ${red ? token.colorErrorBorder : token.colorBorder}`,
        background: red ? token.colorErrorBg : token.colorFillQuaternary,
        // The theme's readable red (theme.ts): antd's red tag text is under 4.5:1 on its own fill.
        color: red ? token.colorPrimaryText : token.colorText,
      }}
    >
      {children}
    </span>
  );
}
