import { DOJO_PROFILE_LIMITS } from "@kumite/contracts/limits";
import { Form, Input } from "antd";
import { useId } from "react";
import { useDojosText } from "../i18n/catalog.ts";
import { MartialArtToggles } from "./martial-art-toggles.tsx";

/** A dojo's profile fields, as Create Dojo and Settings both edit them. */
export function DojoProfileFields() {
  const { t } = useDojosText();
  const artsLabel = useId();
  return (
    <>
      <Form.Item name="name" label={t("profile.name")} required>
        <Input placeholder={t("profile.namePlaceholder")} maxLength={DOJO_PROFILE_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name="description" label={t("profile.description")} required>
        <Input.TextArea
          placeholder={t("profile.descriptionPlaceholder")}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={DOJO_PROFILE_LIMITS.descriptionMax}
        />
      </Form.Item>
      <Form.Item name="location" label={t("profile.location")} required>
        <Input placeholder={t("profile.locationPlaceholder")} maxLength={DOJO_PROFILE_LIMITS.locationMax} />
      </Form.Item>
      <Form.Item name="martialArts" label={<span id={artsLabel}>{t("profile.martialArts")}</span>} required>
        <MartialArtToggles aria-labelledby={artsLabel} />
      </Form.Item>
    </>
  );
}
