import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Input, Modal, type InputRef } from "antd";
import { useRef, useState } from "react";
import { useDebouncedValue } from "@/shared/hooks/use-debounced-value.ts";
import { useSearchText } from "../i18n/catalog.ts";
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
 * The header's search dialog (SPEC §2). The trimmed query is searched once typing pauses;
 * nothing is fetched for a blank one. Closing it clears the query.
 */
export function SearchDialog({ open, onClose, afterClose }: SearchDialogProps) {
  const { t } = useSearchText();
  const [query, setQuery] = useState("");
  const inputRef = useRef<InputRef>(null);
  const trimmed = query.trim();
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
      <Input
        ref={inputRef}
        allowClear
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t("placeholder")}
        aria-label={t("queryLabel")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {trimmed === "" ? (
        <SearchStart onNavigate={close} />
      ) : (
        debounced !== "" && <SearchResults query={debounced} onNavigate={close} />
      )}
    </Modal>
  );
}
