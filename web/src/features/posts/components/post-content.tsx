import { Button, Typography } from "antd";
import { useId, useState, type CSSProperties } from "react";
import { useOverflows } from "../hooks/use-overflows.ts";
import { usePostsText } from "../i18n/catalog.ts";

/** How many lines of a post show before "more". */
export const CLAMPED_LINES = 6;

const clamped: CSSProperties = {
  display: "-webkit-box",
  WebkitBoxOrient: "vertical",
  WebkitLineClamp: CLAMPED_LINES,
  overflow: "hidden",
};

/**
 * A post's text, clamped to six lines with "more" when it is longer. The clamp only hides lines
 * from sight: the whole text stays in the page, so a screen reader reads all of it either way
 * (antd's expandable ellipsis would cut the text itself). The button says whether it is expanded.
 */
export function PostContent({ content }: { content: string }) {
  const { t } = usePostsText();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const { ref, overflows } = useOverflows<HTMLDivElement>(!expanded);
  return (
    <div style={{ marginTop: 12 }}>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: "pre-wrap" }}>
        <div ref={ref} id={id} style={expanded ? undefined : clamped}>
          {content}
        </div>
      </Typography.Paragraph>
      {(overflows || expanded) && (
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((was) => !was)}
        >
          {expanded ? t("post.less") : t("post.more")}
        </Button>
      )}
    </div>
  );
}
