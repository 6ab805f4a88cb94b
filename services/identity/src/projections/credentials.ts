import { IDENTITY_PRIVATE_STREAM, type CredentialEvent } from "@kumite/contracts/identity/events";
import { defineProjection, type EventsOf } from "@kumite/kit/projection";
import { DuplicateKeyError } from "@kumite/kit/read-store";

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
      try {
        await store
          .collection<CredentialDocument>(CREDENTIALS)
          .replaceOne(
            { _id: data.userId },
            { _id: data.userId, email: normaliseEmail(data.email), passwordHash: data.passwordHash },
            { upsert: true },
          );
      } catch (error) {
        // An email belongs to one account at a time (sign-up reserves it, a deletion frees it), so
        // another account holding it was issued it later: this issuance is applied again after a
        // restart, and its account's revocation follows it in the log.
        if (!(error instanceof DuplicateKeyError)) throw error;
      }
    },
    async CredentialsRevoked({ aggregateId }, store) {
      await store.collection<CredentialDocument>(CREDENTIALS).deleteOne({ _id: aggregateId });
    },
  },
});
