import FilterOutlined from "@ant-design/icons/FilterOutlined";
import { MATCHING } from "@kumite/contracts/limits";
import {
  Badge,
  Button,
  Collapse,
  ConfigProvider,
  Flex,
  Form,
  InputNumber,
  Select,
  Typography,
  type RefSelectProps,
} from "antd";
import { useEffect, useRef } from "react";
import { useMatchingText } from "../i18n/catalog.ts";
import { filterOptions } from "../utils/filter-options.ts";
import {
  activeFilterCount,
  DEFAULT_MATCHING_FILTERS,
  normaliseDistance,
  normaliseWeightDifference,
  type MatchingFilters,
} from "../utils/matching-filters.ts";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";
import { useProfileLabels } from "@/shared/profile-form/profile-labels.ts";

export interface MatchingFiltersPanelProps {
  filters: MatchingFilters;
  onApply: (filters: MatchingFilters) => void;
  /** The weight filter needs one's own weight in the profile. */
  ownWeightKnown: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Changes when something asks to focus the panel ("Adjust Filters"). */
  focusRequest: number;
}

const PANEL = "filters";
/** antd's placeholder grey is too faint on the dark theme for WCAG AA: one a little brighter. */
const READABLE_PLACEHOLDERS = { token: { colorTextPlaceholder: "rgba(255, 255, 255, 0.6)" } };

/**
 * The filter panel (SPEC §2 Matching, §5): martial arts, skill level, age range and maximum
 * distance, plus gi preference, intensity and weight difference. Applying it refetches.
 */
export function MatchingFiltersPanel({
  filters,
  onApply,
  ownWeightKnown,
  open,
  onOpenChange,
  focusRequest,
}: MatchingFiltersPanelProps) {
  const { t } = useMatchingText();
  const options = filterOptions(t, useProfileLabels());
  const [form] = Form.useForm<MatchingFilters>();
  const firstField = useRef<RefSelectProps | null>(null);
  const focusPending = useRef(false);
  const active = activeFilterCount(filters, { ownWeightKnown });

  // "Adjust Filters": focus the first field, now if it is there, else as soon as the panel shows it.
  useEffect(() => {
    if (focusRequest === 0) return;
    if (firstField.current) firstField.current.focus();
    else focusPending.current = true;
  }, [focusRequest]);
  const firstFieldRef = (select: RefSelectProps | null) => {
    firstField.current = select;
    if (select && focusPending.current) {
      focusPending.current = false;
      select.focus();
    }
  };

  const apply = (values: MatchingFilters) =>
    onApply({
      ...values,
      martialArts: values.martialArts ?? [],
      maxDistance: normaliseDistance(values.maxDistance),
      maxWeightDifference: ownWeightKnown ? normaliseWeightDifference(values.maxWeightDifference) : null,
    });
  const reset = () => {
    form.setFieldsValue(DEFAULT_MATCHING_FILTERS);
    onApply(DEFAULT_MATCHING_FILTERS);
  };

  const body = (
    <ConfigProvider theme={READABLE_PLACEHOLDERS}>
      <Form<MatchingFilters>
        form={form}
        name="matching-filters"
        layout="vertical"
        initialValues={filters}
        onFinish={apply}
        aria-label={t("filters.form")}
      >
        <Form.Item name="martialArts" label={t("filters.martialArts")}>
          <Select
            ref={firstFieldRef}
            mode="multiple"
            allowClear
            placeholder={t("filters.anyMartialArt")}
            options={options.martialArts}
            virtual={false}
          />
        </Form.Item>
        <Form.Item name="skillLevel" label={t("filters.skillLevel")}>
          <Select options={options.skillLevels} virtual={false} />
        </Form.Item>
        <Form.Item name="ageRange" label={t("filters.ageRange")}>
          <Select options={options.ageRanges} virtual={false} />
        </Form.Item>
        <Form.Item name="maxDistance" label={t("filters.maxDistance")}>
          <InputNumber
            min={MATCHING.minDistanceKm}
            max={MATCHING.maxDistanceKm}
            precision={0}
            suffix="km"
            style={{ width: "100%" }}
          />
        </Form.Item>
        <Form.Item name="giPreference" label={t("filters.giPreference")}>
          <Select options={options.giPreferences} virtual={false} />
        </Form.Item>
        <Form.Item name="intensity" label={t("filters.intensity")}>
          <Select options={options.intensities} virtual={false} />
        </Form.Item>
        <Form.Item
          name="maxWeightDifference"
          label={t("filters.maxWeightDifference")}
          extra={
            ownWeightKnown ? (
              <Typography.Text type="secondary">{t("filters.anyWeight")}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">{t("filters.needOwnWeight")}</Typography.Text>
            )
          }
        >
          <InputNumber
            min={0}
            max={MATCHING.maxWeightDifferenceKg}
            precision={0}
            suffix="kg"
            disabled={!ownWeightKnown}
            style={{ width: "100%" }}
          />
        </Form.Item>
        <Flex gap="small" justify="flex-end">
          <Button onClick={reset}>{t("filters.reset")}</Button>
          <Button type="primary" htmlType="submit">
            {t("filters.apply")}
          </Button>
        </Flex>
      </Form>
    </ConfigProvider>
  );

  return (
    <Collapse
      activeKey={open ? [PANEL] : []}
      onChange={(keys) => onOpenChange(keys.includes(PANEL))}
      items={[
        {
          key: PANEL,
          label: (
            <Flex gap="small" align="center">
              <FilterOutlined aria-hidden />
              <span>{t("filters.title")}</span>
              {active > 0 && (
                <>
                  <span aria-hidden>
                    <Badge count={active} color="#be2323" />
                  </span>
                  <span style={VISUALLY_HIDDEN}>{t("filters.active", { count: active })}</span>
                </>
              )}
            </Flex>
          ),
          children: body,
        },
      ]}
    />
  );
}
