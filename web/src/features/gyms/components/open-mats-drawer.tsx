import type { GymView } from "@kumite/contracts/gym/views";
import { Divider, Drawer, Flex, theme, Typography } from "antd";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useMediaQuery } from "@/shared/hooks/use-media-query.ts";
import { useGym } from "../api/get-gyms.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { browserTimeZone } from "../utils/time-zone.ts";
import { AddOpenMatForm } from "./add-open-mat-form.tsx";
import { GymContact } from "./gym-contact.tsx";
import { GymDojosSection } from "./gym-dojos-section.tsx";
import { OpenMatItem } from "./open-mat-item.tsx";

export interface OpenMatsDrawerProps {
  open: boolean;
  onClose: () => void;
  gym: GymView;
}

/** A gym's weekly open mats (beyond SPEC): the list with Confirm and "Flag as gone", and "Add open mat". */
export function OpenMatsDrawer({ open, onClose, gym: given }: OpenMatsDrawerProps) {
  const { t } = useGymsText();
  const { data: gym = given } = useGym(given, browserTimeZone());
  const wide = useMediaQuery("(min-width: 576px)");
  const { token } = theme.useToken();

  return (
    <Drawer
      title={t("openMats.title", { name: gym.name })}
      open={open}
      onClose={onClose}
      size={wide ? 480 : "100%"}
      closable={{ "aria-label": t("openMats.close") }}
    >
      <Flex vertical gap="middle">
        <Typography.Text type="secondary">{gym.address}</Typography.Text>
        <GymContact gym={gym} />
        {gym.openMats.length === 0 ? (
          <EmptyState title={t("openMats.empty")} description={t("openMats.emptyHint")} />
        ) : (
          <PlainList label={t("openMats.listLabel")} gap={12}>
            {gym.openMats.map((openMat, index) => (
              <li
                key={openMat.id}
                style={index > 0 ? { borderTop: `1px solid ${token.colorSplit}`, paddingTop: 12 } : {}}
              >
                <OpenMatItem gymId={gym.id} openMat={openMat} />
              </li>
            ))}
          </PlainList>
        )}
        <Divider style={{ margin: 0 }} />
        <AddOpenMatForm gymId={gym.id} />
        <Divider style={{ margin: 0 }} />
        <GymDojosSection gym={gym} />
      </Flex>
    </Drawer>
  );
}
