import type { ReadStore } from "@kumite/kit/read-store";
import { CREDENTIALS, normaliseEmail, type CredentialDocument } from "../projections/credentials.ts";

// A member's credentials: by the email typed at sign-in, or by member for a session or a deletion.

export const credentialsByEmail = (store: ReadStore, email: string) =>
  store.collection<CredentialDocument>(CREDENTIALS).findOne({ email: normaliseEmail(email) });

export const credentialsOf = (store: ReadStore, userId: string) =>
  store.collection<CredentialDocument>(CREDENTIALS).findOne({ _id: userId });
