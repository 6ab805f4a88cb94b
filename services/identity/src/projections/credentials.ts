import { IDENTITY_PRIVATE_STREAM, type CredentialsIssued } from "@kumite/contracts/identity/events";
import type { Projection } from "@kumite/kit/projector";
import type { ReadStore } from "@kumite/kit/read-store/port";

// Sign-in lookups by email. Only identity reads the private stream this comes from.

export type CredentialDocument = { _id: string; email: string; passwordHash: string };
const CREDENTIALS = "credentials";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const credentialsProjection: Projection = {
  name: "credentials",
  stream: IDENTITY_PRIVATE_STREAM.name,
  handles: ["CredentialsIssued", "CredentialsRevoked"],
  async setup(store) {
    await store.collection(CREDENTIALS).createIndex({ email: 1 }, { unique: true });
  },
  async apply(event, store) {
    const credentials = store.collection<CredentialDocument>(CREDENTIALS);
    if (event.type === "CredentialsIssued") {
      const data = event.data as CredentialsIssued;
      await credentials.replaceOne(
        { _id: data.userId },
        { _id: data.userId, email: normaliseEmail(data.email), passwordHash: data.passwordHash },
        { upsert: true },
      );
    } else {
      await credentials.deleteOne({ _id: event.aggregateId });
    }
  },
};

export const credentialsByEmail = (store: ReadStore, email: string) =>
  store.collection<CredentialDocument>(CREDENTIALS).findOne({ email: normaliseEmail(email) });

export const credentialsOf = (store: ReadStore, userId: string) =>
  store.collection<CredentialDocument>(CREDENTIALS).findOne({ _id: userId });
