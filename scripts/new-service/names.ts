import type { ServiceEntry } from "@kumite/contracts/services";

// A new service's name in each of the forms its files use, and the checks a name and port must
// pass before anything is written.

export type ServiceNames = {
  /** `gym-reviews`: the folder, the catalog's key, the image, the NATS subjects. */
  name: string;
  /** `gymReviews`: its declaration's and aggregates' variables. */
  camel: string;
  /** `GymReviews`: its Deps type. */
  pascal: string;
  /** `GYM_REVIEWS`: its stream. */
  constant: string;
  /** `/api/gym-reviews`: the API path it owns. */
  path: string;
  port: number;
};

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const NOT_SERVICES = ["kit", "gateway", "web", "contracts"];

export function namesOf(name: string, port: number): ServiceNames {
  const words = name.split("-");
  const pascal = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
  return {
    name,
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    constant: words.join("_").toUpperCase(),
    path: `/api/${name}`,
    port,
  };
}

/** Why `name` on `port` cannot be added to the catalog, or null. */
export function refusal(name: string, port: number, catalog: Record<string, ServiceEntry>, gatewayPort: number) {
  if (!NAME.test(name)) return `"${name}" is no service name: lower-case words joined by hyphens (gym-reviews)`;
  if (NOT_SERVICES.includes(name)) return `"${name}" is taken: it is not a service`;
  if (name in catalog) return `"${name}" is in the catalog already (contracts/src/services.ts)`;
  if (!Number.isInteger(port) || port < 1024 || port > 65535) return `"${port}" is no port: 1024 to 65535`;
  if (port === gatewayPort) return `${port} is the gateway's port`;
  const holder = Object.entries(catalog).find(([, entry]) => entry.port === port)?.[0];
  if (holder) return `${port} is ${holder}'s port`;
  const path = `/api/${name}`;
  const owner = Object.entries(catalog).find(([, entry]) =>
    entry.paths.some((owned) => owned === path || owned.startsWith(`${path}/`)),
  )?.[0];
  if (owner) return `${path} is ${owner}'s already`;
  return null;
}
