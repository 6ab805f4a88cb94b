import { describe, expect, it } from "vitest";
import { PERSONAL_DATA, personalFieldsOf } from "@kumite/contracts/personal-data";
import { SERVICE_NAMES, type ServiceName } from "@kumite/contracts/services";
import type { AggregateDefinitions, ServiceDefinition } from "@kumite/kit/service";

// A member's export (issue 30) holds everything Kumite keeps about them: every event type that
// carries a member's personal data (contracts' personal-data maps) is carried by some service's
// part. A new personal event type, or a part that drops one, fails here, naming the type.

type AnyDefinition = ServiceDefinition<AggregateDefinitions, object>;

async function definitionOf(name: ServiceName): Promise<AnyDefinition> {
  const module = (await import(`../../services/${name}/src/service.ts`)) as { default: AnyDefinition };
  return module.default;
}

const definitions = await Promise.all(SERVICE_NAMES.map(async (name) => [name, await definitionOf(name)] as const));
const coveredBy = new Map<string, ServiceName[]>();
for (const [name, definition] of definitions)
  for (const type of definition.memberData?.covers ?? []) coveredBy.set(type, [...(coveredBy.get(type) ?? []), name]);

const personalTypes = Object.keys(PERSONAL_DATA).filter((type) => personalFieldsOf(type) !== null);

describe("a member's export", () => {
  it.each(personalTypes)("carries the personal fields of %s in some service's part", (type) => {
    expect(coveredBy.has(type), `${type} carries a member's personal data and no service's memberData covers it`).toBe(
      true,
    );
  });

  it("covers only event types that carry a member's personal data", () => {
    const strays = [...coveredBy.keys()].filter((type) => personalFieldsOf(type) === null);
    expect(strays, "covered but not personal (or unknown) in contracts' personal-data maps").toEqual([]);
  });
});
