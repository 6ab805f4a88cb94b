/** A bar across the page, in the app's dark colours, above everything but dialogs' masks. */
export const noticeStyle = {
  position: "fixed",
  insetInline: 0,
  zIndex: 1500,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: 8,
  padding: "8px 16px",
  background: "#1f2937",
  color: "#f9fafb",
  borderTop: "1px solid #dc2626",
} as const;

/** The same, in the page's flow: under the header, pushing the screen down rather than covering it. */
export const bannerStyle = {
  ...noticeStyle,
  position: "static",
  borderTop: 0,
  borderBottom: "1px solid #dc2626",
} as const;

/** A button on one of these bars: outlined in the readable red, the bar's own text colour. */
export const buttonStyle = {
  marginInlineStart: 12,
  padding: "4px 12px",
  minHeight: 32,
  borderRadius: 6,
  border: "1px solid #f87171",
  background: "transparent",
  color: "#f9fafb",
  font: "inherit",
  cursor: "pointer",
} as const;
