import "vitest";
// What the vitest globalSetup (infra/test/global-setup.ts) provides to integration tests.
declare module "vitest" {
  export interface ProvidedContext {
    natsUrl: string;
    redisUrl: string;
    mongoUrl: string | null;
    mongoMissingReason: string;
  }
}
