import { expect } from "vitest";
import type { Stack } from "./stack.ts";

// The merged OpenAPI document at /api/docs/json, read as the list of operations the tests walk
// (the fuzz, the block walk): a route joins them as soon as its service documents it.

const JSON_TYPE = "application/json";

export type Schema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  /** A member reference's kind (contracts/src/members.ts): where the block screen finds members. */
  "x-kumite-member"?: string;
};
export type Parameter = {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: Schema;
};
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  /** The JSON reply's schema by status ("200", "201"). */
  replies: Record<string, Schema>;
  service: string;
};

/** "GET /api/users/{id}": how a test names an operation. */
export const operationName = (operation: Pick<Operation, "method" | "path">) => `${operation.method} ${operation.path}`;

export async function documentedOperations(stack: Stack): Promise<Operation[]> {
  const reply = await stack.gateway.inject({ method: "GET", url: "/api/docs/json" });
  expect(reply.statusCode).toBe(200);
  const document = reply.json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          tags?: string[];
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: Schema }> };
          responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.[JSON_TYPE]?.schema,
        replies: Object.fromEntries(
          Object.entries(operation.responses ?? {}).flatMap(([status, reply]) => {
            const schema = reply.content?.[JSON_TYPE]?.schema;
            return schema ? [[status, schema]] : [];
          }),
        ),
        service: operation.tags?.[0] ?? "none",
      });
    }
  }
  return operations;
}

/**
 * Where `reply` holds one of `memberIds` outside a member reference of its schema (contracts'
 * `AuthorId`, `MemberId`, `shownMember`, marked `x-kumite-member` in the document), as JSON paths:
 * such a member is one the block screen cannot find.
 */
export function untypedMembers(reply: unknown, schema: Schema | undefined, memberIds: Set<string>, at = "$"): string[] {
  if (schema?.["x-kumite-member"]) return [];
  if (typeof reply === "string") return memberIds.has(reply) ? [at] : [];
  const options = schema?.anyOf ?? schema?.oneOf;
  if (options) {
    const walks = options.map((option) => untypedMembers(reply, option, memberIds, at));
    return walks.find((found) => found.length === 0) ?? walks[0] ?? [];
  }
  if (Array.isArray(reply))
    return reply.flatMap((entry, index) => untypedMembers(entry, schema?.items, memberIds, `${at}[${index}]`));
  if (typeof reply === "object" && reply !== null)
    return Object.entries(reply).flatMap(([key, value]) =>
      untypedMembers(value, schema?.properties?.[key], memberIds, `${at}.${key}`),
    );
  return [];
}
