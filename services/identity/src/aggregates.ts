import {
  IDENTITY_PRIVATE_STREAM,
  IDENTITY_STREAM,
  credentialSubject,
  dataExportSubject,
  homePointSubject,
  userSubject,
} from "@kumite/contracts/identity/events";
import { MEMBER_DATA_SERVICES, type ServiceName } from "@kumite/contracts/services";
import { ExportStore } from "@kumite/kit/member-data";
import { Reservations } from "@kumite/kit/reservations";
import type { BaseDeps, ServiceDeps } from "@kumite/kit/service";
import { SearchIndex } from "@kumite/kit/search";
import { SessionStore } from "@kumite/kit/sessions";
import { z } from "zod";
import { credentialsDecider } from "./domain/credentials.ts";
import { dataExportsDecider } from "./domain/data-exports.ts";
import { homePointDecider } from "./domain/home-point.ts";
import { userDecider } from "./domain/user.ts";
import { LocationChanges } from "./location-changes.ts";
import { usersSearch } from "./projections/users-search.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";

export const identityAggregates = {
  users: { stream: IDENTITY_STREAM, subject: userSubject, decider: userDecider },
  credentials: { stream: IDENTITY_PRIVATE_STREAM, subject: credentialSubject, decider: credentialsDecider },
  homePoints: { stream: IDENTITY_PRIVATE_STREAM, subject: homePointSubject, decider: homePointDecider },
  dataExports: { stream: IDENTITY_STREAM, subject: dataExportSubject, decider: dataExportsDecider },
};

export const RESERVATIONS_BUCKET = "identity_reservations";

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
};

/** What identity adds to the kit's dependencies. */
export type IdentityExtra = {
  sessions: SessionStore;
  reservations: Reservations;
  /** scrypt in production; replaceable so a seed of thousands of members need not hash each one. */
  passwords: PasswordHasher;
  /** The session cookie's Secure flag (COOKIE_SECURE): on behind HTTPS. */
  cookieSecure: boolean;
  /** How often each member moved their own point lately. */
  locationChanges: LocationChanges;
  /** Where every service puts its part of a member's data export. */
  exportStore: ExportStore;
  /** The services an export waits for (MEMBER_DATA_SERVICES; a test may name its own). */
  exportParts: readonly ServiceName[];
  /** Members as search finds them, in step with their search read model. */
  usersSearch: SearchIndex;
};

export type IdentityDeps = ServiceDeps<typeof identityAggregates, IdentityExtra>;

export async function identityExtra(
  base: BaseDeps<typeof identityAggregates>,
  env: NodeJS.ProcessEnv,
): Promise<IdentityExtra> {
  return {
    sessions: new SessionStore(base.redis),
    reservations: await Reservations.open(base.nats, RESERVATIONS_BUCKET),
    passwords: { hash: hashPassword, verify: verifyPassword },
    cookieSecure: z.stringbool().default(false).parse(env.COOKIE_SECURE),
    locationChanges: new LocationChanges(base.redis),
    exportStore: await ExportStore.open(base.nats),
    exportParts: MEMBER_DATA_SERVICES,
    usersSearch: new SearchIndex(usersSearch).follow(base.store, base.projector),
  };
}
