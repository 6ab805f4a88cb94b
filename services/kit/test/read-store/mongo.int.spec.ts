import { randomBytes } from "node:crypto";
import { MongoClient } from "mongodb";
import { afterAll, inject } from "vitest";
import { readStoreBehaviour } from "./behaviour.ts";
import "../../src/testing/provided-context.ts";
import { createMongoReadStore } from "../../src/read-store/mongo.ts";

const mongoUrl = inject("mongoUrl");
const databaseName = `read_store_behaviour_${Date.now()}_${randomBytes(3).toString("hex")}`;

readStoreBehaviour(
  "mongo",
  async () => {
    if (!mongoUrl) throw new Error("unreachable: the suite is skipped without a MongoDB");
    return createMongoReadStore(mongoUrl, databaseName);
  },
  mongoUrl ? {} : { skip: inject("mongoMissingReason") || "no MongoDB URL was provided" },
);

afterAll(async () => {
  if (!mongoUrl) return;
  const client = new MongoClient(mongoUrl);
  try {
    await client.db(databaseName).dropDatabase();
  } finally {
    await client.close();
  }
});
