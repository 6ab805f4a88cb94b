import { PROFILE } from "@kumite/contracts/limits";
import { AGE_RANGES, SKILL_LEVELS, TRAINING_GOALS, WEEKDAYS } from "@kumite/contracts/values";
import { Checkbox, Col, Form, Input, Row, Select } from "antd";
import { CombatSportsFields } from "./combat-sports-fields.tsx";
import { useProfileFormText } from "./i18n/catalog.ts";
import { LocationFields } from "./location-fields.tsx";
import { labelledOptions, martialArtOptions, profileLabels } from "./profile-labels.ts";
import { ChoiceField } from "./choice-field.tsx";

// Age ranges are numbers, the same in every language.
const AGE_RANGE_OPTIONS = AGE_RANGES.map((value) => ({ label: value, value }));

/** The optional profile fields of SPEC §5 and the combat-sports ones: sign-up and profile editing share them. */
export function ProfileDetailsFields() {
  const { t } = useProfileFormText();
  const labels = profileLabels(t);
  return (
    <>
      <Form.Item label={t("fields.martialArts")} name="martialArts">
        <Select
          mode="multiple"
          allowClear
          virtual={false}
          options={martialArtOptions(labels)}
          placeholder={t("placeholders.martialArts")}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ChoiceField
            name="skillLevel"
            label={t("fields.skillLevel")}
            placeholder={t("placeholders.skillLevel")}
            options={labelledOptions(SKILL_LEVELS, labels.skillLevel)}
          />
        </Col>
        <Col xs={24} sm={12}>
          <ChoiceField
            name="ageRange"
            label={t("fields.ageRange")}
            placeholder={t("placeholders.ageRange")}
            options={AGE_RANGE_OPTIONS}
          />
        </Col>
      </Row>
      <CombatSportsFields />
      <Form.Item label={t("fields.trainingGoals")} name="trainingGoals">
        <Checkbox.Group options={labelledOptions(TRAINING_GOALS, labels.goal)} />
      </Form.Item>
      <Form.Item label={t("fields.availability")} name="availability">
        <Checkbox.Group options={labelledOptions(WEEKDAYS, labels.weekday)} />
      </Form.Item>
      <Form.Item label={t("fields.experience")} name="experience">
        <Input maxLength={PROFILE.experienceMax} placeholder={t("placeholders.experience")} />
      </Form.Item>
      <LocationFields />
      <Form.Item label={t("fields.bio")} name="bio">
        <Input.TextArea maxLength={PROFILE.bioMax} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
