import { MESSAGE_LIMITS } from "@kumite/contracts/limits";
import type { CreateGroupChatBody } from "@kumite/contracts/messaging/commands";
import { GROUP_CHAT_TYPES, type GroupChatType } from "@kumite/contracts/values";
import { Alert, Button, Form, Input, Radio, Select } from "antd";
import { useDojo } from "@/shared/api/get-dojos.ts";
import { useUser } from "@/shared/api/get-user.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useCreateGroupChat } from "@/shared/api/create-group-chat.ts";
import { useGroupChatText } from "../i18n/catalog.ts";
import { groupChatTypeLabel } from "../utils/group-chat-types.ts";

interface GroupChatFormValues {
  name: string;
  description?: string;
  type: GroupChatType;
}

const INITIAL_VALUES: Partial<GroupChatFormValues> = { type: "match_group" };

export interface CreateGroupChatFormProps {
  /** After "Group chat created!": the dialog goes back to My Chats. */
  onCreated: () => void;
}

/**
 * The Create tab (SPEC §2, §5): a name (required, trimmed), an optional description and a type.
 * A dojo group needs a dojo the member owns or belongs to: the dojo choice offers exactly that
 * one (a member is in one dojo at a time); a member in none is told so and cannot submit.
 */
export function CreateGroupChatForm({ onCreated }: CreateGroupChatFormProps) {
  const me = useCurrentUser();
  const toast = useToast();
  const { t } = useGroupChatText();
  const typeOptions = GROUP_CHAT_TYPES.map((value) => ({ value, label: groupChatTypeLabel(value, t) }));
  const createGroupChat = useCreateGroupChat();
  const [form] = Form.useForm<GroupChatFormValues>();
  const type = Form.useWatch("type", form) ?? INITIAL_VALUES.type;
  const { data: myself } = useUser(me.id);
  const { data: myDojo } = useDojo(myself?.dojoId ?? null);
  const dojoChat = type === "dojo_group";
  const needsDojo = dojoChat && !myDojo;

  const submit = async (values: GroupChatFormValues) => {
    const body: CreateGroupChatBody = {
      name: values.name.trim(),
      description: values.description?.trim() ?? "",
      type: values.type,
      createdBy: me.id,
    };
    if (dojoChat && myDojo) body.dojoId = myDojo.id;
    try {
      await createGroupChat.mutateAsync(body);
      toast.success(t("create.created"));
      form.resetFields();
      onCreated();
    } catch {
      toast.error(t("create.failed"));
    }
  };

  return (
    <Form<GroupChatFormValues>
      form={form}
      layout="vertical"
      aria-label={t("create.label")}
      initialValues={INITIAL_VALUES}
      onFinish={(values) => void submit(values)}
      disabled={createGroupChat.isPending}
    >
      <Form.Item
        name="name"
        label={t("create.name")}
        rules={[{ required: true, whitespace: true, message: t("create.nameRequired") }]}
      >
        <Input placeholder={t("create.namePlaceholder")} maxLength={MESSAGE_LIMITS.groupNameMax} />
      </Form.Item>
      <Form.Item name="description" label={t("create.description")}>
        <Input.TextArea
          placeholder={t("create.descriptionPlaceholder")}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={MESSAGE_LIMITS.groupDescriptionMax}
        />
      </Form.Item>
      <Form.Item name="type" label={t("create.type")}>
        <Radio.Group options={typeOptions} optionType="button" aria-label={t("create.type")} />
      </Form.Item>
      {dojoChat && myDojo && (
        <Form.Item label={t("create.dojo")} htmlFor="group-chat-dojo">
          <Select
            id="group-chat-dojo"
            value={myDojo.id}
            options={[{ value: myDojo.id, label: myDojo.name }]}
            aria-label={t("create.dojo")}
          />
        </Form.Item>
      )}
      {needsDojo && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("create.needsDojo")}
          description={t("create.needsDojoHint")}
        />
      )}
      <Button type="primary" htmlType="submit" disabled={needsDojo} loading={createGroupChat.isPending}>
        {t("create.submit")}
      </Button>
    </Form>
  );
}
