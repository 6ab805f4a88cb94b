import type { GymView } from "@kumite/contracts/gym/views";
import { Form, Modal } from "antd";
import { useMemo, useState } from "react";
import { useCreateDialogSend } from "@/shared/hooks/use-create-dialog-send.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { duplicateGymOf, useAddGym } from "../api/add-gym.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { firstMissing, gymBody, type GymDraft } from "../utils/gym-draft.ts";
import { startingPin } from "../utils/gym-pin.ts";
import { DuplicateGymNotice } from "./duplicate-gym-notice.tsx";
import { failureDetail } from "@/shared/api/failure-detail.ts";
import { GymFields } from "./gym-fields.tsx";

export interface AddGymDialogProps {
  open: boolean;
  onClose: () => void;
  /** The member chose the gym already listed over adding it again. */
  onViewGym: (gym: GymView) => void;
}

/** A street's view of the member's area; the whole world when the pin starts at 0, 0. */
const AREA_ZOOM = 15;
const WORLD_ZOOM = 2;

/**
 * The Add Gym dialog (SPEC §2, §5, §8): a draft with a blank name or address is not sent (the focus
 * goes to what is missing); closes and resets after success. A gym already listed nearby under a
 * similar name (409 `gym.duplicate`) is shown, and offered instead. Where the gym is comes from its
 * address (found on the map) or the pin, never typed coordinates; the pin starts at the centre of
 * the member's ~1 km cell, never their own point (gym-pin.ts), also when no geocoder is configured.
 */
export function AddGymDialog({ open, onClose, onViewGym }: AddGymDialogProps) {
  const { t } = useGymsText();
  const add = useAddGym();
  const [form] = Form.useForm<GymDraft>();
  const send = useCreateDialogSend(form, onClose);
  const [duplicate, setDuplicate] = useState<GymView | null>(null);
  const { latitude, longitude } = useCurrentUser();
  const start = useMemo(() => startingPin({ latitude, longitude }), [latitude, longitude]);
  const fromArea = latitude !== null && longitude !== null;

  const submit = async () => {
    const draft = form.getFieldsValue(true) as GymDraft;
    const body = gymBody(draft);
    if (!body) {
      form.focusField(firstMissing(draft)!);
      return;
    }
    setDuplicate(null);
    await send(
      () =>
        add.mutateAsync(body).catch((error: unknown) => {
          setDuplicate(duplicateGymOf(error));
          throw error;
        }),
      {
        created: t("add.added"),
        failed: t("add.failed"),
        detail: (error) =>
          duplicateGymOf(error) ? t("add.duplicateTitle") : failureDetail(error, t("add.failedDetail")),
      },
    );
  };

  const viewExisting = (gym: GymView) => {
    setDuplicate(null);
    form.resetFields();
    onClose();
    onViewGym(gym);
  };

  return (
    <Modal
      title={t("add.title")}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("add.submit")}
      cancelText={t("add.cancel")}
      okButtonProps={{ loading: add.isPending }}
      width={640}
    >
      {duplicate && <DuplicateGymNotice gym={duplicate} onView={() => viewExisting(duplicate)} />}
      <Form<GymDraft>
        form={form}
        layout="vertical"
        aria-label={t("add.title")}
        disabled={add.isPending}
        initialValues={{ ...start, martialArts: [] }}
        onFinish={() => void submit()}
        onValuesChange={() => duplicate && setDuplicate(null)}
      >
        <GymFields pinZoom={fromArea ? AREA_ZOOM : WORLD_ZOOM} />
      </Form>
    </Modal>
  );
}
