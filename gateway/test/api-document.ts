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
};
export type Parameter = {
  in: "path" | "query" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: Schema;
};
export type Operation = { method: string; path: string; parameters: Parameter[]; body?: Schema; service: string };

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
        { tags?: string[]; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
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
        service: operation.tags?.[0] ?? "none",
      });
    }
  }
  return operations;
}
