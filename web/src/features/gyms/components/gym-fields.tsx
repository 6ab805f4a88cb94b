import { GYM_LIMITS } from "@kumite/contracts/gym/limits";
import { MARTIAL_ARTS } from "@kumite/contracts/values";
import { Col, Form, Input, Row, Select, Typography } from "antd";
import { useCallback, useId, useMemo } from "react";
import { VisuallyHidden } from "@/shared/components/visually-hidden.tsx";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { coordinateOf, type GymDraft } from "../utils/gym-draft.ts";
import { pinAt } from "../utils/gym-pin.ts";
import { AddressFinder } from "./address-finder.tsx";
import { LazyGymPinMap } from "./lazy-gym-pin-map.ts";
import { MapBoundary } from "./map-boundary.tsx";

export interface GymFieldsProps {
  /** How close the pin's map starts: near when the pin starts in the member's area. */
  pinZoom: number;
}

/**
 * The Add Gym form's fields (SPEC §5): name and address required, the rest optional. Where the gym
 * is, the member says by its address ("Find on map", then a place found) or with the pin on the
 * map, always there to drag into place; the coordinates the pin gives are shown, never typed (a
 * typed 0 or a swapped sign put gyms in the sea). There is no "use my location": a member adding a
 * gym is often at home, and that point would be published beside their name.
 */
export function GymFields({ pinZoom }: GymFieldsProps) {
  const { t } = useGymsText();
  const form = Form.useFormInstance();
  const hintId = useId();
  const latitude = Form.useWatch<GymDraft["latitude"]>("latitude", form);
  const longitude = Form.useWatch<GymDraft["longitude"]>("longitude", form);
  // What the form would send (SPEC §5: 0 for what is not a number), on the map's terms.
  const pin = useMemo(
    () => pinAt({ latitude: coordinateOf(latitude), longitude: coordinateOf(longitude) }),
    [latitude, longitude],
  );
  const movePin = useCallback((moved: Coordinates) => form.setFieldsValue(moved), [form]);

  return (
    <>
      <Form.Item name="name" label={t("add.name")} required>
        <Input maxLength={GYM_LIMITS.nameMax} placeholder={t("add.namePlaceholder")} autoComplete="organization" />
      </Form.Item>
      <Form.Item name="address" label={t("add.address")} required>
        <Input maxLength={GYM_LIMITS.addressMax} placeholder={t("add.addressPlaceholder")} autoComplete="off" />
      </Form.Item>
      <AddressFinder onChoose={movePin} />
      <Typography.Paragraph type="secondary" id={hintId} style={{ marginBottom: 8 }}>
        {t("pin.hint")}
      </Typography.Paragraph>
      <MapBoundary>
        <div style={{ marginBottom: 16 }}>
          <LazyGymPinMap
            pin={pin}
            onMove={movePin}
            zoom={pinZoom}
            fallback={
              <div aria-busy="true" style={{ height: 240 }}>
                <VisuallyHidden>{t("pin.loading")}</VisuallyHidden>
              </div>
            }
          />
        </div>
      </MapBoundary>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="latitude" label={t("add.latitude")}>
            <Input readOnly variant="filled" aria-describedby={hintId} />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="longitude" label={t("add.longitude")}>
            <Input readOnly variant="filled" aria-describedby={hintId} />
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
