import { PROFILE } from "@kumite/contracts/limits";
import { GI_PREFERENCES, TRAINING_INTENSITIES } from "@kumite/contracts/values";
import { Col, Form, Input, InputNumber, Row } from "antd";
import { ChoiceField } from "./choice-field.tsx";
import { useProfileFormText } from "./i18n/catalog.ts";
import { rankSchema, weightSchema } from "./profile-field-schemas.ts";
import { labelledOptions, profileLabels } from "./profile-labels.ts";
import { schemaRule } from "./schema-rule.ts";

/** How a member trains: rank, weight, gi or no-gi, and how hard (optional, for matching). */
export function CombatSportsFields() {
  const { t } = useProfileFormText();
  const labels = profileLabels(t);
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item label={t("fields.rank")} name="rank" rules={[schemaRule(rankSchema, t("fields.rank"), { t })]}>
          <Input maxLength={PROFILE.rankMax} placeholder={t("placeholders.rank")} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          label={t("fields.weightKg")}
          name="weightKg"
          rules={[schemaRule(weightSchema, t("fields.weight"), { t, unit: "kg" })]}
        >
          {/* No min/max: the input would clamp out-of-range weights silently; the rule says why instead. */}
          <InputNumber placeholder={`${PROFILE.weightMinKg}–${PROFILE.weightMaxKg}`} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <ChoiceField
          name="giPreference"
          label={t("fields.giPreference")}
          placeholder={t("placeholders.giPreference")}
          options={labelledOptions(GI_PREFERENCES, labels.giPreference)}
        />
      </Col>
      <Col xs={24} sm={12}>
        <ChoiceField
          name="intensity"
          label={t("fields.intensity")}
          placeholder={t("placeholders.intensity")}
          options={labelledOptions(TRAINING_INTENSITIES, labels.intensity)}
        />
      </Col>
    </Row>
  );
}
