import { Empty } from "antd";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { useProfileText } from "../i18n/catalog.ts";

export function ProfileNotFound() {
  const { t } = useProfileText();
  return (
    <EmptyState image={Empty.PRESENTED_IMAGE_DEFAULT} title={t("notFound.title")} description={t("notFound.detail")} />
  );
}
