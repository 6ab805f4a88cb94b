import { afterAll, beforeAll, expect, it } from "vitest";
import { startStack, type Stack } from "./stack.ts";

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});

/** The label sets of a metric's series in a Prometheus text exposition, with their values. */
function series(exposition: string, name: string): Array<{ labels: Record<string, string>; value: number }> {
  return exposition
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`))
    .map((line) => {
      const [, labels = "", value = ""] = /^[^{]+\{(.*)\} (\S+)$/.exec(line) ?? [];
      return {
        labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, text]) => [key!, text!])),
        value: Number(value),
      };
    });
}

it("exposes http_request_duration_seconds, forwarded calls labelled by the service they went to", async () => {
  const { cookie } = await stack.signUp();
  expect((await stack.gateway.inject({ method: "GET", url: "/api/posts", headers: { cookie } })).statusCode).toBe(200);
  expect(
    (await stack.gateway.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).statusCode,
  ).toBe(200);

  const reply = await stack.gateway.inject({ method: "GET", url: "/metrics" });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
  expect(reply.body).toContain("# TYPE http_request_duration_seconds histogram");
  const counts = series(reply.body, "http_request_duration_seconds_count");
  const count = (labels: Record<string, string>) =>
    counts.find((entry) => Object.entries(labels).every(([key, value]) => entry.labels[key] === value))?.value ?? 0;
  expect(
    count({ service: "gateway", route: "/api/* social", method: "GET", status_code: "200" }),
  ).toBeGreaterThanOrEqual(1);
  expect(
    count({ service: "gateway", route: "/api/* identity", method: "GET", status_code: "200" }),
  ).toBeGreaterThanOrEqual(1);
  expect(
    count({ service: "gateway", route: "/api/auth/register", method: "POST", status_code: "201" }),
  ).toBeGreaterThanOrEqual(1);
  // Labels stay few: no raw URL ever becomes one.
  expect(counts.every((entry) => !entry.labels.route?.includes("?"))).toBe(true);
});
