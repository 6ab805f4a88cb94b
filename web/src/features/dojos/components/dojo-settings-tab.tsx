import EditOutlined from "@ant-design/icons/EditOutlined";
import type { DojoView } from "@kumite/contracts/dojo/views";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import { Button, Descriptions, Flex, Form } from "antd";
import { useState } from "react";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useUpdateDojo } from "../api/update-dojo.ts";
import { useDojoProfileCheck } from "../hooks/use-dojo-profile-check.ts";
import { useDojosText } from "../i18n/catalog.ts";
import type { DojoProfileDraft } from "../utils/dojo-profile-check.ts";
import type { DojoAccess } from "../utils/dojo-access.ts";
import { BarredList } from "./barred-list.tsx";
import { DojoProfileFields } from "./dojo-profile-fields.tsx";

/**
 * The Settings tab (SPEC §2): the dojo's profile, and Edit Dojo → the fields with Save and Cancel
 * (the owner and leaders); the barred list for those who manage members.
 */
export function DojoSettingsTab({ dojo, access }: { dojo: DojoView; access: DojoAccess }) {
  const { t } = useDojosText();
  const toast = useToast();
  const update = useUpdateDojo(dojo.id);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Partial<DojoProfileDraft>>();
  const check = useDojoProfileCheck(form);

  const save = async () => {
    const profile = check();
    if (!profile) return;
    try {
      await update.mutateAsync(profile);
      toast.success(t("settings.updated"));
      setEditing(false);
    } catch {
      toast.error(t("settings.failedTitle"), t("settings.failed"));
    }
  };

  if (!editing) {
    return (
      <Flex vertical gap="middle">
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t("profile.name")}>{dojo.name}</Descriptions.Item>
          <Descriptions.Item label={t("profile.description")}>{dojo.description}</Descriptions.Item>
          <Descriptions.Item label={t("profile.location")}>{dojo.location}</Descriptions.Item>
          <Descriptions.Item label={t("profile.martialArts")}>
            <MartialArtBadges arts={dojo.martialArts} max={dojo.martialArts.length || CARD_MARTIAL_ARTS} />
          </Descriptions.Item>
        </Descriptions>
        {access.mayEditDojo && (
          <div>
            <Button icon={<EditOutlined aria-hidden />} onClick={() => setEditing(true)}>
              {t("settings.title")}
            </Button>
          </div>
        )}
        {access.mayManageMembers && <BarredList dojo={dojo} />}
      </Flex>
    );
  }
  return (
    <Form<Partial<DojoProfileDraft>>
      form={form}
      layout="vertical"
      aria-label={t("settings.title")}
      initialValues={{
        name: dojo.name,
        description: dojo.description,
        location: dojo.location,
        martialArts: dojo.martialArts,
      }}
      disabled={update.isPending}
      onFinish={() => void save()}
    >
      <DojoProfileFields />
      <Flex gap="small">
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t("settings.save")}
        </Button>
        <Button onClick={() => setEditing(false)}>{t("settings.cancel")}</Button>
      </Flex>
    </Form>
  );
}
