import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestService, type TestService } from "@kumite/kit/testing/harness";
import { identityService } from "../src/service.ts";

// An unknown email must not answer faster than a wrong password: the difference would tell an
// attacker which emails have accounts, whatever the message says.

let identity: TestService<typeof identityService>;
beforeAll(async () => {
  identity = await startTestService(identityService);
});
afterAll(async () => {
  await identity.close();
});

async function medianMs(call: () => Promise<{ statusCode: number }>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < 7; round++) {
    const started = performance.now();
    expect((await call()).statusCode).toBe(401);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[3]!;
}

it("spends as long on an unknown email as on a wrong password", async () => {
  const { registration } = await identity.signUp();
  const login = (email: string) => () =>
    identity.signedOut.post("/api/auth/login", { email, password: "not the password" });
  await login("warm-up@example.com")();
  const wrongPassword = await medianMs(login(registration.email));
  const unknownEmail = await medianMs(login(`nobody-${Date.now()}@example.com`));
  // Both run one scrypt (50-70 ms here); without the decoy hash an unknown email took about 1 ms.
  // Loose bounds: a busy machine (tests in parallel) makes single timings noisy.
  expect(unknownEmail).toBeGreaterThan(wrongPassword * 0.25);
  expect(unknownEmail).toBeLessThan(wrongPassword * 4);
});
