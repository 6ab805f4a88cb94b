import { expect, it } from "vitest";
import { SESSION_COOKIE } from "@kumite/contracts/http";
import { accessibilityViolations, useBuiltApp } from "./browser.ts";
import { signUpThrough } from "../../infra/test/sign-up.ts";

// A browser set to Brazilian Portuguese gets Kumite in Portuguese from the first screen; the
// member's own choice under Options → Account wins over the browser's and is remembered.

const e2e = useBuiltApp();

it("speaks the browser's Portuguese from the sign-in form on, and keeps the member's choice of English", async () => {
  const context = await e2e.browser.newContext({
    baseURL: e2e.app.url,
    locale: "pt-BR",
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);

  await page.goto("/");
  await page.getByRole("button", { name: "Entrar", exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt-BR");
  expect(await accessibilityViolations(page)).toEqual([]);

  const member = await signUpThrough(e2e.app.url, { displayName: "Bia Souza" });
  await context.addCookies([{ name: SESSION_COOKIE, value: member.sessionId, url: e2e.app.url }]);
  await page.goto("/options");
  await page.getByRole("tab", { name: "Conta" }).click();
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("tab", { name: "Account", selected: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

  await page.reload();
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Matching" }).waitFor();
  await context.close();
});
