import { describe, expect, it } from "vitest";
import { MEMBER_DATA_SERVICES, SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import type { AggregateDefinitions, ServiceDefinition } from "@kumite/kit/service";

// Identity's export job waits for the parts of MEMBER_DATA_SERVICES, and the gateway's archive
// reads them: a service that gives a part missing from the list would be left out of every
// archive, and one listed without a part would hold every export back forever.

type AnyDefinition = ServiceDefinition<AggregateDefinitions, object>;

async function declaresPart(name: ServiceName): Promise<boolean> {
  const module = (await import(`../../services/${name}/src/service.ts`)) as { default: AnyDefinition };
  return module.default.memberData !== undefined;
}

describe("the services a data export waits for", () => {
  it("are exactly those whose declaration gives a part", async () => {
    const declared = [];
    for (const name of SERVICE_NAMES) if (await declaresPart(name)) declared.push(name);
    expect([...MEMBER_DATA_SERVICES].sort()).toEqual(declared.sort());
  });
});
