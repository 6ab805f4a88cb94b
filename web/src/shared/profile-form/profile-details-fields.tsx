import { PROFILE } from "@kumite/contracts/limits";
import {
  AGE_RANGES,
  MARTIAL_ART_GROUPS,
  SKILL_LEVELS,
  TRAINING_GOALS,
  WEEKDAYS,
} from "@kumite/contracts/values";
import { Checkbox, Col, Form, Input, Row, Select } from "antd";
import { CombatSportsFields } from "./combat-sports-fields.tsx";
import { LocationFields } from "./location-fields.tsx";

const MARTIAL_ART_OPTIONS = MARTIAL_ART_GROUPS.map((group) => ({
  label: group.name,
  title: group.name,
  options: group.arts.map((art) => ({ label: art, value: art })),
}));
const asOptions = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/** The optional profile fields of SPEC §5 and the combat-sports ones: sign-up and profile editing share them. */
export function ProfileDetailsFields() {
  return (
    <>
      <Form.Item label="Martial arts" name="martialArts">
        <Select
          mode="multiple"
          allowClear
          virtual={false}
          options={MARTIAL_ART_OPTIONS}
          placeholder="Choose the martial arts you train"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Skill level" name="skillLevel">
            <Select allowClear virtual={false} options={asOptions(SKILL_LEVELS)} placeholder="Select your level" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Age range" name="ageRange">
            <Select allowClear virtual={false} options={asOptions(AGE_RANGES)} placeholder="Select your age range" />
          </Form.Item>
        </Col>
      </Row>
      <CombatSportsFields />
      <Form.Item label="Training goals" name="trainingGoals">
        <Checkbox.Group options={asOptions(TRAINING_GOALS)} />
      </Form.Item>
      <Form.Item label="Availability" name="availability">
        <Checkbox.Group options={asOptions(WEEKDAYS)} />
      </Form.Item>
      <Form.Item label="Experience" name="experience">
        <Input maxLength={PROFILE.experienceMax} placeholder="e.g. 5 years of Judo, brown belt" />
      </Form.Item>
      <LocationFields />
      <Form.Item label="Bio" name="bio">
        <Input.TextArea maxLength={PROFILE.bioMax} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
