import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MAX_WORDS, SEARCH_QUERY_MIN_CHARS } from "@kumite/contracts/search";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Input, Modal, Typography, type InputRef } from "antd";
import { useId, useRef, useState } from "react";
import { useDebouncedValue } from "@/shared/hooks/use-debounced-value.ts";
import { useResultKeys } from "../hooks/use-result-keys.ts";
import { useSearchText } from "../i18n/catalog.ts";
import { queryState } from "../utils/query-state.ts";
import { SearchResults } from "./search-results.tsx";
import { SearchStart } from "./search-start.tsx";

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Once it has closed (a result chosen, Escape, the close button): where focus goes back to. */
  afterClose?: () => void;
}

/**
 * The header's search dialog (SPEC §2). The trimmed query is searched once typing pauses, when
 * long enough and not too long (queryState); the box takes no more characters than the server
 * accepts. The arrow keys go through the results (useResultKeys). Closing it clears the query.
 */
export function SearchDialog({ open, onClose, afterClose }: SearchDialogProps) {
  const { t } = useSearchText();
  const [query, setQuery] = useState("");
  const inputRef = useRef<InputRef>(null);
  const hintId = useId();
  const onKeyDown = useResultKeys(inputRef);
  const trimmed = query.trim();
  const state = queryState(trimmed);
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const close = () => {
    setQuery("");
    onClose();
  };

  return (
    <Modal
      title={t("title", { product: PRODUCT_NAME })}
      open={open}
      onCancel={close}
      afterClose={afterClose}
      footer={null}
      width={560}
      afterOpenChange={(opened) => {
        if (opened) inputRef.current?.focus();
      }}
    >
      <div role="search" onKeyDown={onKeyDown}>
        <Input
          ref={inputRef}
          allowClear
          size="large"
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t("placeholder")}
          aria-label={t("queryLabel")}
          aria-describedby={hintId}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <span id={hintId} hidden>
          {t("keysHint")}
        </span>
        {state === "blank" && <SearchStart onNavigate={close} />}
        {state === "too-short" && <QueryHint>{t("keepTyping", { min: SEARCH_QUERY_MIN_CHARS })}</QueryHint>}
        {state === "too-many-words" && <QueryHint>{t("tooManyWords", { max: SEARCH_QUERY_MAX_WORDS })}</QueryHint>}
        {/* The query typed may be ahead of the one searched, which must be askable too. */}
        {state === "askable" && queryState(debounced) === "askable" && (
          <SearchResults query={debounced} onNavigate={close} />
        )}
      </div>
    </Modal>
  );
}

/** What to change in the query before it can be searched. */
function QueryHint({ children }: { children: string }) {
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 24, textAlign: "center" }}>
      {children}
    </Typography.Paragraph>
  );
}
