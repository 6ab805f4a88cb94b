import {
  IDENTITY_STREAM,
  type UserProfileUpdated,
  type UserRegistered,
} from "@kumite/contracts/identity/events";
import type { Projection } from "@kumite/kit/projector";
import { AUTHORS, type AuthorDocument } from "./collections.ts";
import { forgetAuthor } from "./posts.ts";

// What social knows of users, from identity's public events: the author fields posts show.

export const authorsProjection: Projection = {
  name: "authors",
  stream: IDENTITY_STREAM.name,
  handles: ["UserRegistered", "UserProfileUpdated", "UserDeleted"],
  async apply(event, store) {
    const authors = store.collection<AuthorDocument>(AUTHORS);
    switch (event.type) {
      case "UserRegistered": {
        const { userId, displayName, username, experience } = event.data as UserRegistered;
        await authors.replaceOne({ _id: userId }, { _id: userId, displayName, username, experience }, { upsert: true });
        return;
      }
      case "UserProfileUpdated": {
        const { displayName, experience } = event.data as UserProfileUpdated;
        const changes = Object.fromEntries(Object.entries({ displayName, experience }).filter(([, value]) => value !== undefined));
        if (Object.keys(changes).length > 0) await authors.updateOne({ _id: event.aggregateId }, { $set: changes });
        return;
      }
      case "UserDeleted":
        await authors.deleteOne({ _id: event.aggregateId });
        await forgetAuthor(store, event.aggregateId);
        return;
    }
  },
};
