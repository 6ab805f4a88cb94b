import { PROFILE } from "@kumite/contracts/limits";
import {
  GI_PREFERENCE_LABELS,
  GI_PREFERENCES,
  TRAINING_INTENSITIES,
  TRAINING_INTENSITY_LABELS,
} from "@kumite/contracts/values";
import { Col, Form, Input, InputNumber, Row, Select } from "antd";
import { rankSchema, weightSchema } from "./profile-field-schemas.ts";
import { schemaRule } from "./schema-rule.ts";

const GI_OPTIONS = GI_PREFERENCES.map((value) => ({ label: GI_PREFERENCE_LABELS[value], value }));
const INTENSITY_OPTIONS = TRAINING_INTENSITIES.map((value) => ({ label: TRAINING_INTENSITY_LABELS[value], value }));

/** How a member trains: rank, weight, gi or no-gi, and how hard (optional, for matching). */
export function CombatSportsFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12}>
        <Form.Item label="Rank" name="rank" rules={[schemaRule(rankSchema, "Rank")]}>
          <Input maxLength={PROFILE.rankMax} placeholder="e.g. Blue belt, 2nd kyu" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Weight (kg)" name="weightKg" rules={[schemaRule(weightSchema, "Weight")]}>
          {/* No min/max: the input would clamp out-of-range weights silently; the rule says why instead. */}
          <InputNumber
            placeholder={`${PROFILE.weightMinKg}–${PROFILE.weightMaxKg}`}
            style={{ width: "100%" }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Gi preference" name="giPreference">
          <Select allowClear virtual={false} options={GI_OPTIONS} placeholder="Gi, No-Gi or both" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Training intensity" name="intensity">
          <Select allowClear virtual={false} options={INTENSITY_OPTIONS} placeholder="How hard you like to train" />
        </Form.Item>
      </Col>
    </Row>
  );
}
