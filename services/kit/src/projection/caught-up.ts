/** Like a deployment waiting for /readyz: resolves once the read models have replayed the log. */
export async function caughtUp(projector: { checkCaughtUp(): void }, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return projector.checkCaughtUp();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
