import { SearchOutlined } from "@ant-design/icons";
import { PRODUCT_NAME } from "@kumite/contracts/values";
import { Input, Modal, type InputRef } from "antd";
import { useRef, useState } from "react";
import { SearchStart } from "./search-start.tsx";

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The header's search dialog (SPEC §2). Closing it clears the query. The user and dojo results
 * for a non-blank query arrive with the search issue; until then a typed query shows nothing more.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const [query, setQuery] = useState("");
  const inputRef = useRef<InputRef>(null);
  const close = () => {
    setQuery("");
    onClose();
  };

  return (
    <Modal
      title={`Search ${PRODUCT_NAME}`}
      open={open}
      onCancel={close}
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
        placeholder="Search for users, dojos, or martial arts..."
        aria-label="Search query"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() === "" && <SearchStart onNavigate={close} />}
    </Modal>
  );
}
