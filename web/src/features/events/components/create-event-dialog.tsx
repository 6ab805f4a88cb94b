import { EVENT_CAPACITY } from "@kumite/contracts/dojo/training-events";
import { TRAINING_EVENT_LIMITS } from "@kumite/contracts/limits";
import { DatePicker, Form, Input, InputNumber, Modal, Select, Switch } from "antd";
import dayjs from "dayjs";
import { useEffect } from "react";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useCreateDialogSend } from "@/shared/hooks/use-create-dialog-send.ts";
import { useCreateEvent } from "../api/create-event.ts";
import { useEventsText } from "../i18n/catalog.ts";
import { eventBody, firstMissing, type EventDraft } from "../utils/event-draft.ts";
import { failureDetail } from "@/shared/api/failure-detail.ts";

export interface CreateEventDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dojos the member may organise for (SPEC §6: those they own or belong to). */
  dojos: readonly { id: string; name: string }[];
}

/**
 * The Create Event dialog (SPEC §2, §5): a draft missing its title, date or dojo is silently not
 * sent (the focus goes to what is missing); closes and resets after success.
 */
export function CreateEventDialog({ open, onClose, dojos }: CreateEventDialogProps) {
  const { t } = useEventsText();
  const me = useCurrentUser();
  const create = useCreateEvent();
  const [form] = Form.useForm<EventDraft>();
  const send = useCreateDialogSend(form, onClose);
  const onlyDojo = dojos.length === 1 ? dojos[0]!.id : undefined;
  // The member's one dojo is the choice, even when it arrives after the dialog opened.
  useEffect(() => {
    if (onlyDojo && !form.getFieldValue("dojoId")) form.setFieldValue("dojoId", onlyDojo);
  }, [onlyDojo, form]);

  const submit = async () => {
    const draft = form.getFieldsValue(true) as EventDraft;
    const body = eventBody(draft, me.id);
    if (!body) {
      form.focusField(firstMissing(draft)!);
      return;
    }
    await send(() => create.mutateAsync(body), {
      created: t("create.created"),
      failed: t("create.failed"),
      detail: (error) => failureDetail(error, t("create.failedDetail")),
    });
  };

  return (
    <Modal
      title={t("create.title")}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t("create.submit")}
      cancelText={t("create.cancel")}
      okButtonProps={{ loading: create.isPending }}
    >
      <Form<EventDraft>
        form={form}
        layout="vertical"
        aria-label={t("create.title")}
        disabled={create.isPending}
        initialValues={{
          dojoId: onlyDojo,
          maxParticipants: EVENT_CAPACITY.default,
          isDojoOnly: false,
        }}
        onFinish={() => void submit()}
      >
        <Form.Item name="title" label={t("create.eventTitle")} required>
          <Input maxLength={TRAINING_EVENT_LIMITS.titleMax} placeholder={t("create.eventTitlePlaceholder")} />
        </Form.Item>
        <Form.Item name="description" label={t("create.description")}>
          <Input.TextArea
            rows={3}
            maxLength={TRAINING_EVENT_LIMITS.descriptionMax}
            placeholder={t("create.descriptionPlaceholder")}
          />
        </Form.Item>
        <Form.Item name="eventDate" label={t("create.date")} required>
          <DatePicker
            // Its clear icon is a 12 px target (WCAG 2.5.8); the date is required anyway.
            allowClear={false}
            showTime={{ format: "HH:mm" }}
            format="YYYY-MM-DD HH:mm"
            disabledDate={(day) => day.isBefore(dayjs(), "day")}
            style={{ width: "100%" }}
          />
        </Form.Item>
        <Form.Item name="dojoId" label={t("create.dojo")} required>
          <Select options={dojos.map((dojo) => ({ value: dojo.id, label: dojo.name }))} />
        </Form.Item>
        <Form.Item name="maxParticipants" label={t("create.maxParticipants")}>
          <InputNumber min={EVENT_CAPACITY.min} max={EVENT_CAPACITY.max} precision={0} />
        </Form.Item>
        <Form.Item
          name="isDojoOnly"
          label={t("create.dojoOnly")}
          extra={t("create.dojoOnlyHint")}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
