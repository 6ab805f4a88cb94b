import { afterEach, describe, expect, it } from "vitest";
import { createMongoReadStore } from "../../src/read-store/mongo.ts";
import { ReadStoreUnavailable, type ReadStore } from "../../src/read-store/port.ts";
import { startFakeMongo, type FakeMongo } from "./fake-mongo.ts";

// While MongoDB is away, the read store answers within seconds (the driver's defaults wait 30 s)
// and says it is unavailable, so /readyz, a query and a projection each know to wait and retry.

/** How long a call took to fail, and with what. */
async function failure(call: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = performance.now();
  const error = await call().then(
    () => null,
    (caught: unknown) => caught,
  );
  return { error, ms: performance.now() - started };
}

describe("the Mongo read store while MongoDB is away", () => {
  let fake: FakeMongo | undefined;
  let store: ReadStore | undefined;
  afterEach(async () => {
    await store?.close();
    await fake?.close();
    store = fake = undefined;
  });

  it("gives up connecting to a server that is not there within 3 s", async () => {
    fake = await startFakeMongo();
    const { url } = fake;
    await fake.close();
    const { error, ms } = await failure(() => createMongoReadStore(url, "kumite_test"));
    expect(error).toBeInstanceOf(ReadStoreUnavailable);
    expect(ms).toBeLessThan(3_000);
  });

  // As when the network to MongoDB drops packets, or the server hangs: connections stay open.
  it("answers a ping within 2 s, and a query or a write within 6 s, when the server stops answering", async () => {
    fake = await startFakeMongo();
    store = await createMongoReadStore(fake.url, "kumite_test");
    await store.ping();
    fake.silence();
    const ping = await failure(() => store!.ping());
    expect(ping.error).toBeInstanceOf(ReadStoreUnavailable);
    expect(ping.ms).toBeLessThan(2_000);
    const query = await failure(() => store!.collection("posts").findOne({ _id: "p" }));
    expect(query.error).toBeInstanceOf(ReadStoreUnavailable);
    expect(query.ms).toBeLessThan(6_000);
    const write = await failure(() => store!.collection("posts").updateOne({ _id: "p" }, { $inc: { views: 1 } }));
    expect(write.error).toBeInstanceOf(ReadStoreUnavailable);
    expect(write.ms).toBeLessThan(6_000);
  });

  it("answers a ping and a write within 3 s once the server is gone", async () => {
    fake = await startFakeMongo();
    store = await createMongoReadStore(fake.url, "kumite_test");
    await store.ping();
    await fake.close();
    const ping = await failure(() => store!.ping());
    expect(ping.error).toBeInstanceOf(ReadStoreUnavailable);
    expect(ping.ms).toBeLessThan(3_000);
    const write = await failure(() => store!.collection("posts").updateOne({ _id: "p" }, { $inc: { views: 1 } }));
    expect(write.error).toBeInstanceOf(ReadStoreUnavailable);
    expect(write.ms).toBeLessThan(3_000);
  });
});
