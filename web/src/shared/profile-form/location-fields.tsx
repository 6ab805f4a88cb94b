import AimOutlined from "@ant-design/icons/AimOutlined";
import { PROFILE } from "@kumite/contracts/limits";
import { Button, Col, Form, Input, InputNumber, Row, type FormRule } from "antd";
import { useState } from "react";
import { useToast } from "@/shared/toast/use-toast.ts";
import { getCurrentPosition } from "./current-position.ts";
import { useProfileFormText } from "./i18n/catalog.ts";

/** Latitude and longitude go together (the register schema refuses one without the other). */
const pairedWith =
  (other: "latitude" | "longitude", message: string): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const otherValue: unknown = getFieldValue(other);
      const has = (v: unknown) => v !== undefined && v !== null;
      if (has(value) !== has(otherValue)) throw new Error(message);
    },
  });

/** Location text plus coordinates, which the browser's geolocation may fill (SPEC §2 sign-up). */
export function LocationFields() {
  const { t } = useProfileFormText();
  const form = Form.useFormInstance();
  const together = t("validation.coordinatesTogether");
  const toast = useToast();
  const [locating, setLocating] = useState(false);

  const captureLocation = async () => {
    setLocating(true);
    try {
      const { latitude, longitude } = await getCurrentPosition();
      form.setFieldsValue({ latitude, longitude });
      await form.validateFields(["latitude", "longitude"]).catch(() => undefined);
      toast.success(t("locationCaptured"));
    } catch {
      toast.error(t("locationError"), t("locationErrorDetail"));
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <Form.Item label={t("fields.location")} name="location">
        <Input maxLength={PROFILE.locationMax} placeholder={t("placeholders.location")} autoComplete="address-level2" />
      </Form.Item>
      <Row gutter={16} align="bottom">
        <Col xs={12} sm={8}>
          <Form.Item
            label={t("fields.latitude")}
            name="latitude"
            dependencies={["longitude"]}
            rules={[pairedWith("longitude", together)]}
          >
            <InputNumber min={-90} max={90} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item
            label={t("fields.longitude")}
            name="longitude"
            dependencies={["latitude"]}
            rules={[pairedWith("latitude", together)]}
          >
            <InputNumber min={-180} max={180} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item>
            <Button
              icon={<AimOutlined />}
              aria-label={t("useMyLocation")}
              onClick={captureLocation}
              loading={locating}
              block
            >
              {t("useMyLocation")}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
