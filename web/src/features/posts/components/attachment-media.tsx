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
/** Pictures keep their size up to the limits; videos take the width, their controls need it. */
const videoStyle: CSSProperties = { ...mediaStyle, width: "100%", background: "#000" };

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
  return <img src={url} alt={label} style={mediaStyle} onError={() => setKind("video")} />;
}
