import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { Button } from "antd";
import { useRef, useState } from "react";
import { useSearchText } from "../i18n/catalog.ts";
import { LazySearchDialog } from "./lazy-search-dialog.ts";

/** The header's search button and the dialog it opens. */
export function SearchButton() {
  const { t } = useSearchText();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        type="text"
        icon={<SearchOutlined />}
        aria-label={t("openSearch")}
        onClick={() => setOpen(true)}
      />
      {/* Focus comes back here however the dialog closes, a result chosen included; antd's own
          return relies on the button having had focus, which a click does not give in Safari. */}
      <LazySearchDialog open={open} onClose={() => setOpen(false)} afterClose={() => button.current?.focus()} />
    </>
  );
}
