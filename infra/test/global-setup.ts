import type { TestProject } from "vitest/node";
// The kit's test harness declares what provide() takes here (vitest's ProvidedContext).
import type {} from "@kumite/kit/testing/harness";
import { natsServerBinary, startTestNats } from "./nats-server.ts";
import { startStandInGeocoder } from "./stand-in-geocoder.ts";
import { startBuiltApp } from "./built-app.ts";

// Integration tests run against real servers: a nats-server of their own (see nats-server.ts), the
// machine's Redis, and MongoDB where one exists. Each URL comes from the environment first; testcontainers is tried only for Mongo, and
// only when a container runtime exists. Tests that need Mongo skip with the reason provided here.

type Stop = () => Promise<void>;

export default async function setup(project: TestProject): Promise<Stop> {
  const stops: Stop[] = [];
  let natsUrl = process.env.NATS_URL;
  if (!natsUrl) {
    const binary = natsServerBinary();
    if (binary) {
      const nats = await startTestNats(binary);
      stops.push(nats.stop);
      natsUrl = nats.url;
    }
  }
  project.provide("natsUrl", natsUrl ?? "nats://127.0.0.1:4222");
  // Database 9 keeps test sessions and rate-limit counters apart from a developer's running app.
  project.provide("redisUrl", process.env.REDIS_URL ?? "redis://127.0.0.1:6379/9");

  let mongoUrl = process.env.MONGO_URL ?? null;
  let mongoMissingReason = "";
  if (!mongoUrl) {
    try {
      const { getContainerRuntimeClient } = await import("testcontainers");
      await getContainerRuntimeClient();
      const { MongoDBContainer } = await import("@testcontainers/mongodb");
      const mongo = await new MongoDBContainer("mongo:7").start();
      mongoUrl = `${mongo.getConnectionString()}?directConnection=true`;
      stops.push(async () => void (await mongo.stop()));
    } catch (error) {
      mongoMissingReason =
        "no MongoDB: MONGO_URL is not set and no container runtime answered " +
        `(${error instanceof Error ? error.message.split("\n")[0] : String(error)})`;
    }
  }
  if (!mongoUrl && project.name === "int") {
    // The skipped suite's name carries the reason too, but reporters list only a count of skips.
    console.warn(`\n⚠ The read-store behaviour suite on MongoDB is skipped: ${mongoMissingReason}\n`);
  }
  if (project.name === "e2e") {
    // The browser tests add a gym by its address: the built app's gym service asks this table of places.
    const geocoder = await startStandInGeocoder();
    stops.push(geocoder.close);
    // One built app for every browser test file, as members share one deployment: started once
    // rather than once per file, each start replaying every earlier file's log (about 2 minutes of
    // the tier on this machine).
    const app = await startBuiltApp({
      natsUrl: natsUrl ?? "nats://127.0.0.1:4222",
      redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379/9",
      serviceEnv: { gym: { GEOCODER_URL: geocoder.url } },
    });
    stops.push(app.stop);
    project.provide("appUrl", app.url);
    project.provide("appServiceUrls", app.serviceUrls);
  }
  project.provide("mongoUrl", mongoUrl);
  project.provide("mongoMissingReason", mongoMissingReason);
  return async () => {
    // The last started first: the app before the servers it talks to.
    for (const stop of stops.reverse()) await stop();
  };
}
