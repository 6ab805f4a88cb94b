import { GYM_RADIUS_KM } from "@kumite/contracts/gym/limits";
import { Flex, Input, Typography } from "antd";
import { useId } from "react";
import { useGymsText } from "../i18n/catalog.ts";
import { searchRadius } from "../utils/search-radius.ts";

/** SPEC §2, §5: the search radius in km, 1 to 100; what cannot be read as a number is 25. */
export function SearchRadiusBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useGymsText();
  const id = useId();
  return (
    <Flex vertical gap={2}>
      <label htmlFor={id}>{t("radius.label")}</label>
      <Input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // The box shows the radius searched once the member leaves it.
        onBlur={() => onChange(String(searchRadius(value)))}
        aria-describedby={`${id}-hint`}
        style={{ width: 140 }}
        maxLength={5}
        placeholder={String(GYM_RADIUS_KM.default)}
      />
      <Typography.Text type="secondary" id={`${id}-hint`} style={{ fontSize: 12 }}>
        {t("radius.hint")}
      </Typography.Text>
    </Flex>
  );
}
