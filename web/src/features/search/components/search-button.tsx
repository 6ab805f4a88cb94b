import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { Button } from "antd";
import { useState } from "react";
import { LazySearchDialog } from "./lazy-search-dialog.ts";

/** The header's search button and the dialog it opens. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="text" icon={<SearchOutlined />} aria-label="Search" onClick={() => setOpen(true)} />
      <LazySearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
