import type { BarredMember, DojoView } from "@kumite/contracts/dojo/views";
import { Alert, Button, Flex, Skeleton, Typography } from "antd";
import { useId } from "react";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useBarredMembers, useLiftBar } from "../api/removals.ts";
import { useDojosText } from "../i18n/catalog.ts";

/** Settings' barred list: who may not join the dojo again, why and since when, each with "Lift bar". */
export function BarredList({ dojo }: { dojo: DojoView }) {
  const { t } = useDojosText();
  const headingId = useId();
  const { data: barred, isPending, isError } = useBarredMembers(dojo.id);
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {t("barred.title")}
      </Typography.Title>
      {isPending ? (
        <Skeleton active avatar paragraph={{ rows: 1 }} />
      ) : isError ? (
        <Alert type="error" showIcon title={t("barred.loadFailed")} />
      ) : barred.length === 0 ? (
        <EmptyState place="section" title={t("barred.empty")} />
      ) : (
        <PlainList label={t("barred.label", { dojo: dojo.name })}>
          {barred.map((bar) => (
            <BarredEntry key={bar.userId} dojo={dojo} bar={bar} />
          ))}
        </PlainList>
      )}
    </section>
  );
}

function BarredEntry({ dojo, bar }: { dojo: DojoView; bar: BarredMember }) {
  const { t, i18n } = useDojosText();
  const toast = useToast();
  const lift = useLiftBar(dojo.id);
  const name = bar.user?.displayName ?? t("barred.formerMember");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(bar.barredAt));
  const liftBar = () =>
    lift.mutate(bar.userId, {
      onSuccess: () => toast.success(t("barred.lifted", { name })),
      onError: () => toast.error(t("barred.liftFailed")),
    });
  return (
    <li>
      <Flex gap="middle" align="start" style={{ padding: "8px 0" }}>
        <MemberAvatar name={name} />
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text style={{ overflowWrap: "anywhere" }}>
            {t("barred.reason", { reason: bar.reason })}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("barred.since", { date })}
          </Typography.Text>
        </Flex>
        <Button loading={lift.isPending} onClick={liftBar} aria-label={t("barred.liftLabel", { name })}>
          {t("barred.lift")}
        </Button>
      </Flex>
    </li>
  );
}
