import { IDENTITY_PRIVATE_STREAM, type CredentialEvent } from "@kumite/contracts/identity/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection/define";

// Sign-in lookups by email. Only identity reads the private stream this comes from.

export type CredentialDocument = { _id: string; email: string; passwordHash: string };
export const CREDENTIALS = "credentials";

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const credentialsProjection = defineProjection<EventsOf<CredentialEvent>>({
  name: "credentials",
  streams: [IDENTITY_PRIVATE_STREAM.name],
  async setup(store) {
    await store.collection(CREDENTIALS).createIndex({ email: 1 }, { unique: true });
  },
  on: {
    async CredentialsIssued({ data }, store) {
      await store
        .collection<CredentialDocument>(CREDENTIALS)
        .replaceOne(
          { _id: data.userId },
          { _id: data.userId, email: normaliseEmail(data.email), passwordHash: data.passwordHash },
          { upsert: true },
        );
    },
    async CredentialsRevoked({ aggregateId }, store) {
      await store.collection<CredentialDocument>(CREDENTIALS).deleteOne({ _id: aggregateId });
    },
  },
});
