import FilterOutlined from "@ant-design/icons/FilterOutlined";
import { MATCHING } from "@kumite/contracts/limits";
import { Badge, Button, Collapse, ConfigProvider, Flex, Form, InputNumber, Select, Typography, type RefSelectProps } from "antd";
import { useEffect, useRef } from "react";
import {
  AGE_RANGE_OPTIONS,
  GI_PREFERENCE_OPTIONS,
  INTENSITY_OPTIONS,
  MARTIAL_ART_OPTIONS,
  SKILL_LEVEL_OPTIONS,
} from "../utils/filter-options.ts";
import {
  activeFilterCount,
  DEFAULT_MATCHING_FILTERS,
  normaliseDistance,
  normaliseWeightDifference,
  type MatchingFilters,
} from "../utils/matching-filters.ts";
import { VISUALLY_HIDDEN } from "@/shared/components/visually-hidden.tsx";

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
export function MatchingFiltersPanel({ filters, onApply, ownWeightKnown, open, onOpenChange, focusRequest }: MatchingFiltersPanelProps) {
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
      <Form<MatchingFilters> form={form} name="matching-filters" layout="vertical" initialValues={filters} onFinish={apply} aria-label="Matching filters">
        <Form.Item name="martialArts" label="Martial arts">
          <Select ref={firstFieldRef} mode="multiple" allowClear placeholder="Any martial art" options={MARTIAL_ART_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item name="skillLevel" label="Skill level">
          <Select options={SKILL_LEVEL_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item name="ageRange" label="Age range">
          <Select options={AGE_RANGE_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item name="maxDistance" label="Maximum distance">
          <InputNumber min={MATCHING.minDistanceKm} max={MATCHING.maxDistanceKm} precision={0} suffix="km" style={{ width: "100%" }} />
        </Form.Item>
        <Form.Item name="giPreference" label="Gi preference">
          <Select options={GI_PREFERENCE_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item name="intensity" label="Intensity">
          <Select options={INTENSITY_OPTIONS} virtual={false} />
        </Form.Item>
        <Form.Item
          name="maxWeightDifference"
          label="Maximum weight difference"
          extra={
            ownWeightKnown ? (
              <Typography.Text type="secondary">Leave empty for any weight.</Typography.Text>
            ) : (
              <Typography.Text type="secondary">Add your weight to your profile to filter by weight.</Typography.Text>
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
          <Button onClick={reset}>Reset</Button>
          <Button type="primary" htmlType="submit">
            Apply Filters
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
              <span>Filters</span>
              {active > 0 && (
                <>
                  <span aria-hidden>
                    <Badge count={active} color="#be2323" />
                  </span>
                  <span style={VISUALLY_HIDDEN}>{`${active} active`}</span>
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
