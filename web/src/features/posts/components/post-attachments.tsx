import { usePostsText } from "../i18n/catalog.ts";
import { AttachmentMedia } from "./attachment-media.tsx";

/** A post's pictures and videos, inline: one per row when alone, two per row otherwise. */
export function PostAttachments({ urls }: { urls: readonly string[] }) {
  const { t } = usePostsText();
  if (urls.length === 0) return null;
  return (
    <div
      style={{
        display: "grid",
        gridTemplateColumns: urls.length === 1 ? "1fr" : "repeat(auto-fill, minmax(200px, 1fr))",
        gap: 8,
        marginTop: 12,
      }}
    >
      {urls.map((url, index) => (
        <AttachmentMedia key={url} url={url} label={t("attachments.label", { index: index + 1, total: urls.length })} />
      ))}
    </div>
  );
}
