import { expect, it } from "vitest";
import { newPage, toast, useBuiltApp } from "./browser.ts";

const e2e = useBuiltApp();

it("signs up, shows the initials and profile, logs out and signs in again", async () => {
  const page = await newPage(e2e.browser, e2e.app.url);
  const tag = Date.now().toString(36);
  const email = `aiko-${tag}@example.com`;
  const password = "hajime-and-matte";

  await page.goto("/");
  await page.getByRole("button", { name: "Don't have an account? Create one" }).click();
  await expect(page.getByRole("heading", { name: "Create Account" }).isVisible()).resolves.toBe(true);
  await page.getByLabel("Display name").fill("Aiko Tanaka");
  await page.getByLabel("Username").fill(`aiko_${tag}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Experience").fill("Shodan, 8 years");
  await page.getByRole("button", { name: "Create Account", exact: true }).click();

  await toast(page, "Account created!").waitFor();
  // Said to screen readers too, through the live region that was there from the start.
  const spoken = page.getByTestId("live-polite");
  expect(await spoken.getAttribute("aria-live")).toBe("polite");
  expect(await spoken.textContent()).toBe("Account created!");
  const avatar = page.getByRole("link", { name: "Your profile" });
  await expect(avatar.textContent()).resolves.toBe("AT");

  await avatar.click();
  await page.getByRole("heading", { name: "Aiko Tanaka" }).waitFor();
  await page.getByText("Shodan, 8 years").waitFor();
  await page.getByText("You haven't posted yet").waitFor();
  expect(page.url()).toMatch(/\/profile\/[\w-]+$/);
  expect(await page.getByRole("button", { name: "Connect" }).count()).toBe(0);

  await page.getByRole("button", { name: "Logout" }).click();
  await page.getByRole("heading", { name: "Sign In" }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem("kumite.user"))).toBeNull();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await toast(page, "Welcome back!").waitFor();
  await expect(page.getByRole("link", { name: "Your profile" }).textContent()).resolves.toBe("AT");

  // The session survives a reload: the cookie, not local storage, decides.
  await page.reload();
  await page.getByRole("link", { name: "Your profile" }).waitFor();
});
