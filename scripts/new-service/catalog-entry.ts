import { insertBefore } from "./insert.ts";
import type { ServiceNames } from "./names.ts";

// The service's entry in the catalog (contracts/src/services.ts): its port and API path.

export const CATALOG = "contracts/src/services.ts";

export function withCatalogEntry(catalog: string, { name, port, path }: ServiceNames): string {
  return insertBefore(
    CATALOG,
    catalog,
    /^} as const satisfies Record<string, ServiceEntry>;/,
    `  ${JSON.stringify(name)}: {\n    port: ${port},\n    paths: [${JSON.stringify(path)}],\n  },`,
  );
}
