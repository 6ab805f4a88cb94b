import type { FormRule } from "antd";

/** The part of a zod issue we read; contracts' schemas produce these. */
interface SchemaIssue {
  code: string;
  message: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** Any contracts schema: structural, so the web needs no zod import of its own. */
interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/**
 * Contracts' own messages read after the field's label ("is required", "must be at least 8
 * characters"); zod's generic ones (capitalised) are rephrased the same way.
 */
export function describeIssue(label: string, issue: SchemaIssue): string {
  if (/^[a-z]/.test(issue.message)) return `${label} ${issue.message}`;
  const unit = issue.origin === "string" ? " characters" : "";
  if (issue.code === "too_big") return `${label} must be at most ${String(issue.maximum)}${unit}`;
  if (issue.code === "too_small") return `${label} must be at least ${String(issue.minimum)}${unit}`;
  return `${label} is invalid`;
}

/**
 * An antd Form rule that checks a value against a contracts schema, so client and server agree.
 * The schema may come as a loader: zod, which the contracts' schemas are built with, then loads
 * with the first check instead of with the page.
 */
export function schemaRule(schema: Schema | (() => Promise<Schema>), label: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === "") return; // "required" rules speak for empties
      const result = (typeof schema === "function" ? await schema() : schema).safeParse(value);
      if (result.success) return;
      const issue = result.error.issues[0];
      throw new Error(issue ? describeIssue(label, issue) : `${label} is invalid`);
    },
  };
}
