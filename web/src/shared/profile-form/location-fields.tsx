import AimOutlined from "@ant-design/icons/AimOutlined";
import { PROFILE } from "@kumite/contracts/limits";
import { Button, Col, Form, Input, InputNumber, Row, type FormRule } from "antd";
import { useState } from "react";
import { useToast } from "@/shared/toast/use-toast.ts";
import { getCurrentPosition } from "./current-position.ts";

/** Latitude and longitude go together (the register schema refuses one without the other). */
const pairedWith =
  (other: "latitude" | "longitude"): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const otherValue: unknown = getFieldValue(other);
      const has = (v: unknown) => v !== undefined && v !== null;
      if (has(value) !== has(otherValue)) throw new Error("Latitude and longitude go together");
    },
  });

/** Location text plus coordinates, which the browser's geolocation may fill (SPEC §2 sign-up). */
export function LocationFields() {
  const form = Form.useFormInstance();
  const toast = useToast();
  const [locating, setLocating] = useState(false);

  const captureLocation = async () => {
    setLocating(true);
    try {
      const { latitude, longitude } = await getCurrentPosition();
      form.setFieldsValue({ latitude, longitude });
      await form.validateFields(["latitude", "longitude"]).catch(() => undefined);
      toast.success("Location captured");
    } catch {
      toast.error("Location error", "Could not get your location. Please enter it manually.");
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <Form.Item label="Location" name="location">
        <Input maxLength={PROFILE.locationMax} placeholder="City, country" autoComplete="address-level2" />
      </Form.Item>
      <Row gutter={16} align="bottom">
        <Col xs={12} sm={8}>
          <Form.Item label="Latitude" name="latitude" dependencies={["longitude"]} rules={[pairedWith("longitude")]}>
            <InputNumber min={-90} max={90} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={8}>
          <Form.Item label="Longitude" name="longitude" dependencies={["latitude"]} rules={[pairedWith("latitude")]}>
            <InputNumber min={-180} max={180} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item>
            <Button icon={<AimOutlined />} aria-label="Use my location" onClick={captureLocation} loading={locating} block>
              Use my location
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
