import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { Button } from "antd";
import { useEffect, useRef } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useMatchingText } from "../i18n/catalog.ts";

export interface NoMoreMatchesProps {
  onRefresh: () => void;
  refreshing: boolean;
}

/** Every candidate has been swiped (SPEC §2): a Refresh asks for new ones. */
export function NoMoreMatches({ onRefresh, refreshing }: NoMoreMatchesProps) {
  const { t } = useMatchingText();
  const refresh = useRef<HTMLButtonElement>(null);
  // The card that had focus is gone: keyboard users land on what comes next.
  useEffect(() => {
    if (document.activeElement === document.body) refresh.current?.focus();
  }, []);

  return (
    <EmptyState
      title={t("noMore.title")}
      description={t("noMore.hint")}
      action={
        <Button
          ref={refresh}
          type="primary"
          icon={<ReloadOutlined aria-hidden />}
          loading={refreshing}
          onClick={onRefresh}
        >
          {t("noMore.refresh")}
        </Button>
      }
    />
  );
}
