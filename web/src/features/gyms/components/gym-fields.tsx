import AimOutlined from "@ant-design/icons/AimOutlined";
import { GYM_LIMITS } from "@kumite/contracts/gym/limits";
import { MARTIAL_ARTS } from "@kumite/contracts/values";
import { Button, Col, Form, Input, InputNumber, Row, Select } from "antd";
import { useState } from "react";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";
import { getCurrentPosition } from "@/shared/profile-form/current-position.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useGymsText } from "../i18n/catalog.ts";

/** The Add Gym form's fields (SPEC §5): name and address required, the rest optional. */
export function GymFields() {
  const { t } = useGymsText();
  const form = Form.useFormInstance();
  const toast = useToast();
  const [locating, setLocating] = useState(false);

  // SPEC §8: "Location captured", or "Location error" and a request to type the coordinates.
  const captureLocation = async () => {
    setLocating(true);
    try {
      const { latitude, longitude } = await getCurrentPosition();
      form.setFieldsValue({ latitude, longitude });
      toast.success(t("location.captured"));
    } catch {
      toast.error(t("location.error"), t("location.errorDetail"));
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <Form.Item name="name" label={t("add.name")} required>
        <Input maxLength={GYM_LIMITS.nameMax} placeholder={t("add.namePlaceholder")} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="address" label={t("add.address")} required>
        <Input maxLength={GYM_LIMITS.addressMax} placeholder={t("add.addressPlaceholder")} autoComplete="off" />
      </Form.Item>
      <Row gutter={16} align="bottom">
        <Col xs={12} sm={8}>
          <Form.Item name="latitude" label={t("add.latitude")}>
            <InputNumber min={-90} max={90} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item name="longitude" label={t("add.longitude")}>
            <InputNumber min={-180} max={180} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item>
            <Button icon={<AimOutlined aria-hidden />} onClick={() => void captureLocation()} loading={locating} block>
              {t("add.useMyLocation")}
            </Button>
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t("add.phone")}>
            <Input type="tel" maxLength={GYM_LIMITS.phoneMax} autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="website" label={t("add.website")}>
            <Input
              type="url"
              inputMode="url"
              maxLength={GYM_LIMITS.websiteMax}
              placeholder={t("add.websitePlaceholder")}
              autoComplete="url"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t("add.description")}>
        <Input.TextArea rows={3} maxLength={GYM_LIMITS.descriptionMax} placeholder={t("add.descriptionPlaceholder")} />
      </Form.Item>
      <Form.Item name="martialArts" label={t("add.martialArts")}>
        <Select
          mode="multiple"
          allowClear={false}
          options={MARTIAL_ARTS.map((art) => ({ value: art, label: martialArtName(art) }))}
          optionFilterProp="label"
        />
      </Form.Item>
    </>
  );
}
