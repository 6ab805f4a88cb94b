import PlusOutlined from "@ant-design/icons/PlusOutlined";
import type { AddOpenMatBody } from "@kumite/contracts/gym/commands";
import { OPEN_MAT_LIMITS } from "@kumite/contracts/gym/limits";
import { GI_PREFERENCES, WEEKDAYS, type GiPreference, type Weekday } from "@kumite/contracts/values";
import { Button, Col, Form, Input, Radio, Row, Select, Typography } from "antd";
import { useId } from "react";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useAddOpenMat } from "../api/open-mats.ts";
import { useGymsText } from "../i18n/catalog.ts";
import { todayWeekday } from "../utils/today-weekday.ts";
import { weekdayName } from "../utils/weekday-name.ts";
import { failureDetail } from "@/shared/api/failure-detail.ts";

interface OpenMatDraft {
  weekday: Weekday;
  start?: string;
  end?: string;
  kind: GiPreference;
  fee?: string;
  note?: string;
}

/** "Add open mat" (beyond SPEC): a weekly slot, its day and times where the gym is; free unless a fee is given. */
export function AddOpenMatForm({ gymId }: { gymId: string }) {
  const { t } = useGymsText();
  const { locale } = useLocale();
  const toast = useToast();
  const add = useAddOpenMat(gymId);
  const [form] = Form.useForm<OpenMatDraft>();
  const headingId = useId();

  const submit = async (draft: OpenMatDraft) => {
    const body: AddOpenMatBody = {
      weekday: draft.weekday,
      start: draft.start!,
      end: draft.end!,
      kind: draft.kind,
      fee: (draft.fee ?? "").trim(),
      note: (draft.note ?? "").trim(),
    };
    try {
      await add.mutateAsync(body);
    } catch (error) {
      toast.error(t("addOpenMat.failed"), failureDetail(error, t("addOpenMat.failedDetail")));
      return;
    }
    toast.success(t("addOpenMat.added"));
    form.resetFields();
  };

  const required = { required: true, message: t("addOpenMat.required") };
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 16 }}>
        {t("addOpenMat.title")}
      </Typography.Title>
      <Form<OpenMatDraft>
        form={form}
        layout="vertical"
        aria-labelledby={headingId}
        disabled={add.isPending}
        initialValues={{ weekday: todayWeekday(), kind: "both" }}
        onFinish={(draft) => void submit(draft)}
      >
        <Form.Item name="weekday" label={t("addOpenMat.weekday")} rules={[required]}>
          <Select options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, locale) }))} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="start" label={t("addOpenMat.start")} rules={[required]}>
              <Input type="time" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="end"
              label={t("addOpenMat.end")}
              dependencies={["start"]}
              rules={[
                required,
                ({ getFieldValue }) => ({
                  validator: async (_rule, end: string | undefined) => {
                    const start = getFieldValue("start") as string | undefined;
                    if (start && end && end <= start) throw new Error(t("addOpenMat.endBeforeStart"));
                  },
                }),
              ]}
            >
              <Input type="time" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="kind" label={t("addOpenMat.kind")}>
          <Radio.Group
            optionType="button"
            aria-label={t("addOpenMat.kind")}
            options={GI_PREFERENCES.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          />
        </Form.Item>
        <Form.Item name="fee" label={t("addOpenMat.fee")}>
          <Input maxLength={OPEN_MAT_LIMITS.feeMax} placeholder={t("addOpenMat.feePlaceholder")} />
        </Form.Item>
        <Form.Item name="note" label={t("addOpenMat.note")}>
          <Input.TextArea rows={2} maxLength={OPEN_MAT_LIMITS.noteMax} placeholder={t("addOpenMat.notePlaceholder")} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={add.isPending}>
          {t("addOpenMat.submit")}
        </Button>
      </Form>
    </section>
  );
}
