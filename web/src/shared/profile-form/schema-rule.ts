import type { FormRule } from "antd";
import { fixedText } from "@/shared/i18n/register-catalog.ts";
import "./i18n/catalog.ts"; // registers the profileForm catalog that fixedText reads
import type { ProfileFormT } from "./profile-labels.ts";

/** The part of a zod issue we read; contracts' schemas produce these. */
interface SchemaIssue {
  code: string;
  message: string;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** Any contracts schema: structural, so the web needs no zod import of its own. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

export interface DescribeOptions {
  /** The catalog to speak in; by default the profileForm one in the current language. */
  t?: ProfileFormT;
  /** The unit of a number field ("Weight must be at least 30 kg"). */
  unit?: "kg";
}

/**
 * A contracts schema's complaint after the field's label ("Username must be at least 3
 * characters"). Contracts' own messages are English, so the issue's code, not its message, picks
 * the catalog text.
 */
export function describeIssue(
  label: string,
  issue: SchemaIssue,
  { t = fixedText("profileForm"), unit }: DescribeOptions = {},
): string {
  const count = Number(issue.minimum ?? issue.maximum);
  if (issue.origin === "string" && issue.code === "too_small") {
    return count <= 1 ? t("validation.required", { label }) : t("validation.tooShort", { label, count });
  }
  if (issue.origin === "string" && issue.code === "too_big") return t("validation.tooLong", { label, count });
  if (issue.code === "too_small") {
    const minimum = String(issue.minimum);
    return unit === "kg"
      ? t("validation.tooSmallKg", { label, minimum })
      : t("validation.tooSmall", { label, minimum });
  }
  if (issue.code === "too_big") {
    const maximum = String(issue.maximum);
    return unit === "kg" ? t("validation.tooBigKg", { label, maximum }) : t("validation.tooBig", { label, maximum });
  }
  if (issue.code === "invalid_format")
    return t(issue.format === "email" ? "validation.email" : "validation.pattern", { label });
  if (issue.code === "custom" && /repeat/.test(issue.message)) return t("validation.repeated", { label });
  return t("validation.invalid", { label });
}

/**
 * An antd Form rule that checks a value against a contracts schema, so client and server agree.
 * The schema may come as a loader: zod, which the contracts' schemas are built with, then loads
 * with the first check instead of with the page. The message is built when the check runs, so it
 * is in the language of that moment.
 */
export function schemaRule(
  schema: Schema | (() => Promise<Schema>),
  label: string,
  options: DescribeOptions = {},
): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === "") return; // "required" rules speak for empties
      const result = (typeof schema === "function" ? await schema() : schema).safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error(
        issue ? describeIssue(label, issue, options) : describeIssue(label, { code: "invalid", message: "" }, options),
      );
    },
  };
}
