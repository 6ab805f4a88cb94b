import "vitest";
// What the vitest globalSetup (infra/test/global-setup.ts) provides to integration tests.
declare module "vitest" {
  export interface ProvidedContext {
    natsUrl: string;
    redisUrl: string;
    mongoUrl: string | null;
    mongoMissingReason: string;
    /** The stand-in geocoder (infra/test/stand-in-geocoder.ts) the browser tests' gym service asks. */
    geocoderUrl: string;
    /** The built app every browser test file shares (infra/test/global-setup.ts). */
    appUrl: string;
    /** Its services' URLs by name, for a test that puts a gateway of its own in front of them. */
    appServiceUrls: Record<string, string>;
  }
}
