import { Typography } from "antd";
import { useState, type CSSProperties } from "react";
import { usePostsText } from "../i18n/catalog.ts";
import { knownAttachmentKind, type AttachmentKind } from "../utils/attachment-kinds.ts";

const mediaStyle: CSSProperties = {
  display: "block",
  maxWidth: "100%",
  maxHeight: 480,
  margin: "0 auto",
  borderRadius: 8,
};
/** Videos take the width, their controls need it. */
const videoStyle: CSSProperties = { ...mediaStyle, width: "100%", background: "#000" };
/**
 * A picture's box is set before it loads (its size is not known until then), so nothing below it
 * moves when it arrives; the picture fits inside, letterboxed.
 */
const pictureStyle: CSSProperties = { ...videoStyle, aspectRatio: "4 / 3", objectFit: "contain" };

/**
 * One attachment, inline. Its URL has no extension: a kind known from this session's upload
 * decides; otherwise it is tried as a picture, then as a video, then offered as a link.
 */
export function AttachmentMedia({ url, label }: { url: string; label: string }) {
  const { t } = usePostsText();
  const [kind, setKind] = useState<AttachmentKind | "unknown">(() => knownAttachmentKind(url) ?? "image");

  if (kind === "video") {
    return (
      <video
        src={url}
        controls
        preload="metadata"
        aria-label={label}
        style={videoStyle}
        onError={() => setKind("unknown")}
      />
    );
  }
  if (kind === "unknown") {
    return (
      <Typography.Link href={url} target="_blank" rel="noreferrer">
        {t("attachments.openFile", { label })}
      </Typography.Link>
    );
  }
  // Lazy: a feed of pictures downloads only those near the screen, on a phone's data plan.
  return (
    <img src={url} alt={label} loading="lazy" decoding="async" style={pictureStyle} onError={() => setKind("video")} />
  );
}
