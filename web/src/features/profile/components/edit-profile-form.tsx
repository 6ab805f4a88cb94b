import { Button, Flex, Form } from "antd";
import { serverMessage } from "@/shared/api/error-message.ts";
import { DisplayNameField } from "@/shared/profile-form/display-name-field.tsx";
import { ProfileDetailsFields } from "@/shared/profile-form/profile-details-fields.tsx";
import { toProfile, type ProfileFormValues } from "@/shared/profile-form/profile-form-values.ts";
import { useCurrentUser } from "@/shared/session/use-current-user.ts";
import { useSession } from "@/shared/session/use-session.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { useProfileText } from "../i18n/catalog.ts";
import { profileChanges, profileOf } from "../utils/profile-changes.ts";

/**
 * The signed-in member's profile, prefilled, with sign-up's fields and rules (no email, password
 * or username). Saving sends only what changed, then updates the session user.
 */
export function EditProfileForm({ onDone }: { onDone: () => void }) {
  const { t } = useProfileText();
  const me = useCurrentUser();
  const { login } = useSession();
  const toast = useToast();
  const updateProfile = useUpdateProfile();
  const [form] = Form.useForm<ProfileFormValues>();
  const before = profileOf(me);

  const submit = async (values: ProfileFormValues) => {
    const changes = profileChanges(before, toProfile(values));
    if (Object.keys(changes).length === 0) return onDone();
    try {
      const user = await updateProfile.mutateAsync({ id: me.id, changes });
      login(user); // the session user, and its stored copy, take the new profile
      toast.success(t("edit.saved"));
      onDone();
    } catch (error) {
      toast.error(t("edit.error"), serverMessage(error, t("edit.failed")));
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={before}
      onFinish={submit}
      disabled={updateProfile.isPending}
      aria-label={t("edit.title")}
    >
      <DisplayNameField />
      <ProfileDetailsFields />
      <Flex justify="end" gap="small">
        <Button onClick={onDone} disabled={false}>
          {t("edit.cancel")}
        </Button>
        <Button type="primary" htmlType="submit" loading={updateProfile.isPending}>
          {t("edit.save")}
        </Button>
      </Flex>
    </Form>
  );
}
