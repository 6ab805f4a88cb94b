import { MESSAGE_LIMITS } from "@kumite/contracts/limits";
import type { CreateGroupChatBody } from "@kumite/contracts/messaging/commands";
import { GROUP_CHAT_TYPES, type GroupChatType } from "@kumite/contracts/values";
import { Alert, Button, Form, Input, Radio } from "antd";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useCreateGroupChat } from "../api/create-group-chat.ts";
import { GROUP_CHAT_TYPE_LABELS } from "../utils/group-chat-types.ts";

interface GroupChatFormValues {
  name: string;
  description?: string;
  type: GroupChatType;
}

const INITIAL_VALUES: Partial<GroupChatFormValues> = { type: "match_group" };
const TYPE_OPTIONS = GROUP_CHAT_TYPES.map((type) => ({ value: type, label: GROUP_CHAT_TYPE_LABELS[type] }));

export interface CreateGroupChatFormProps {
  /** After "Group chat created!": the dialog goes back to My Chats. */
  onCreated: () => void;
}

/**
 * The Create tab (SPEC §2, §5): a name (required, trimmed), an optional description and a type.
 * A dojo group needs a dojo the member owns or belongs to; until dojos exist it says so and
 * cannot be submitted.
 */
export function CreateGroupChatForm({ onCreated }: CreateGroupChatFormProps) {
  const me = useCurrentUser();
  const toast = useToast();
  const createGroupChat = useCreateGroupChat();
  const [form] = Form.useForm<GroupChatFormValues>();
  const type = Form.useWatch("type", form) ?? INITIAL_VALUES.type;
  const needsDojo = type === "dojo_group";

  const submit = async (values: GroupChatFormValues) => {
    const body: CreateGroupChatBody = {
      name: values.name.trim(),
      description: values.description?.trim() ?? "",
      type: values.type,
      createdBy: me.id,
    };
    try {
      await createGroupChat.mutateAsync(body);
      toast.success("Group chat created!");
      form.resetFields();
      onCreated();
    } catch {
      toast.error("Failed to create group chat.");
    }
  };

  return (
    <Form<GroupChatFormValues>
      form={form}
      layout="vertical"
      aria-label="Create group chat"
      initialValues={INITIAL_VALUES}
      onFinish={(values) => void submit(values)}
      disabled={createGroupChat.isPending}
    >
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: "Please enter a name for the group chat." }]}>
        <Input placeholder="e.g. Saturday open mat" maxLength={MESSAGE_LIMITS.groupNameMax} />
      </Form.Item>
      <Form.Item name="description" label="Description (optional)">
        <Input.TextArea placeholder="What is this group about?" autoSize={{ minRows: 2, maxRows: 5 }} maxLength={MESSAGE_LIMITS.groupDescriptionMax} />
      </Form.Item>
      <Form.Item name="type" label="Type">
        <Radio.Group options={TYPE_OPTIONS} optionType="button" aria-label="Type" />
      </Form.Item>
      {needsDojo && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="You need to be in a dojo"
          description="A dojo group belongs to a dojo you own or are a member of. Join or create a dojo first."
        />
      )}
      <Button type="primary" htmlType="submit" disabled={needsDojo} loading={createGroupChat.isPending}>
        Create Group Chat
      </Button>
    </Form>
  );
}
