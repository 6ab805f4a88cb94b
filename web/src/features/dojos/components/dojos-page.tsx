import ArrowLeftOutlined from "@ant-design/icons/ArrowLeftOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { Alert, Button, Col, Flex, Row, Typography } from "antd";
import { useState } from "react";
import { useDojo, useDojos } from "@/shared/api/get-dojos.ts";
import { CardGridSkeleton } from "@/shared/components/card-grid-skeleton.tsx";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { useMyDojoPlace } from "@/shared/dojo/use-my-dojo-place.ts";
import { useDojosText } from "../i18n/catalog.ts";
import { dojoAccessOf } from "../utils/dojo-access.ts";
import { DojoCard } from "./dojo-card.tsx";
import { LazyCreateDojoDialog } from "./lazy-create-dojo-dialog.ts";
import { LazyManageDojoDialog } from "./lazy-manage-dojo-dialog.ts";

const SKELETON_CARDS = 6;
const GRID = { xs: 24, md: 12, xl: 8 } as const;

/** /dojos (SPEC §2): the back-to-home link, the heading, Create Dojo, and the dojo cards. */
export function DojosPage() {
  const { t } = useDojosText();
  const { me, place } = useMyDojoPlace();
  const { data: dojos = [], isPending } = useDojos();
  const own = useOwnDojo(place.dojoId, dojos);
  const [creating, setCreating] = useState(false);
  // The dojo last managed stays mounted once its dialog closes, so that the dialog animates out and
  // gives the focus back to the Manage button that opened it.
  const [managedId, setManagedId] = useState<string | null>(null);
  const [managing, setManaging] = useState(false);
  // The member's own dojo first, even when it is not among the list's first page.
  const shown = own ? [own, ...dojos.filter((dojo) => dojo.id !== own.id)] : dojos;
  const managed = shown.find((dojo) => dojo.id === managedId) ?? null;

  return (
    <Flex vertical gap="middle" component="section" aria-labelledby="dojos-heading">
      <div>
        <LinkButton to="/" icon={<ArrowLeftOutlined aria-hidden />}>
          {t("backToHome")}
        </LinkButton>
      </div>
      <Flex justify="space-between" align="center" wrap gap="middle">
        <div>
          <Typography.Title id="dojos-heading" level={2} style={{ marginBottom: 4 }}>
            {t("title")}
          </Typography.Title>
          <Typography.Text type="secondary">{t("intro")}</Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t("create.button")}
        </Button>
      </Flex>
      {place.dojoId !== null && <Alert type="info" showIcon title={t("card.inAnotherDojo")} />}
      {isPending ? (
        <CardGridSkeleton label={t("list.loading")} count={SKELETON_CARDS} columns={GRID} />
      ) : shown.length === 0 ? (
        <EmptyState title={t("list.empty")} description={t("list.emptyHint")} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label={t("list.label")}>
          {shown.map((dojo) => (
            <Col key={dojo.id} {...GRID} role="listitem">
              <DojoCard
                dojo={dojo}
                access={dojoAccessOf(dojo, me, place)}
                onManage={() => {
                  setManagedId(dojo.id);
                  setManaging(true);
                }}
              />
            </Col>
          ))}
        </Row>
      )}
      <LazyCreateDojoDialog open={creating} onClose={() => setCreating(false)} />
      {managed && (
        <LazyManageDojoDialog
          open={managing}
          dojo={managed}
          access={dojoAccessOf(managed, me, place)}
          onClose={() => setManaging(false)}
        />
      )}
    </Flex>
  );
}

/** The member's dojo, fetched on its own when the list's first page leaves it out. */
function useOwnDojo(dojoId: string | null, listed: readonly DojoView[]): DojoView | null {
  const inList = listed.find((dojo) => dojo.id === dojoId) ?? null;
  const { data } = useDojo(inList ? null : dojoId);
  return inList ?? (dojoId !== null ? (data ?? null) : null);
}
