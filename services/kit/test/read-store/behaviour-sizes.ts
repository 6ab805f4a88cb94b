import { describe, expect, it } from "vitest";
import { DocumentTooLarge, type ReadStore } from "../../src/read-store/port.ts";

const MiB = 1024 * 1024;

/** A string of `mib` MiB of ASCII (as many BSON bytes). */
const text = (mib: number) => "a".repeat(mib * MiB);

// MongoDB keeps no document over 16 MiB of BSON: every write that would make one is refused and
// leaves the stored document as it was.
export function describeSizeLimit(store: () => ReadStore): void {
  const posts = () => store().collection("posts");
  const refusal = async (write: Promise<unknown>) => {
    const error = await write.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DocumentTooLarge);
    expect((error as DocumentTooLarge).collection).toBe("posts");
  };

  describe("documents over 16 MiB", () => {
    it("refuses to insert one, and stores nothing", async () => {
      await refusal(posts().insertOne({ _id: "p", body: text(17) }));
      expect(await posts().countDocuments()).toBe(0);
    });

    it("accepts one just under 16 MiB", async () => {
      await posts().insertOne({ _id: "p", body: text(16).slice(1000) });
      expect(((await posts().findOne({ _id: "p" }))?.body as string).length).toBe(16 * MiB - 1000);
    });

    it("refuses a replacement over 16 MiB, keeping the document", async () => {
      await posts().insertOne({ _id: "p", title: "Open mat" });
      await refusal(posts().replaceOne({ _id: "p" }, { _id: "p", body: text(17) }));
      await refusal(posts().replaceOne({ _id: "q" }, { _id: "q", body: text(17) }, { upsert: true }));
      expect(await posts().find({})).toEqual([{ _id: "p", title: "Open mat" }]);
    });

    it("refuses an update whose result would be over 16 MiB, keeping the document", async () => {
      const comments = [{ id: "c1", body: text(6) }];
      await posts().insertOne({ _id: "p", title: "Open mat", comments, views: 1 });
      await posts().updateOne({ _id: "p" }, { $push: { comments: { id: "c2", body: text(6) } } });
      await refusal(
        posts().updateOne({ _id: "p" }, { $push: { comments: { id: "c3", body: text(6) } }, $inc: { views: 1 } }),
      );
      await refusal(posts().updateOne({ _id: "p" }, { $set: { title: text(5) } }));
      await refusal(posts().updateMany({ title: "Open mat" }, { $set: { summary: text(5) } }));
      const stored = await posts().findOne({ _id: "p" }, { fields: { "comments.id": 1, title: 1, views: 1 } });
      expect(stored).toEqual({ _id: "p", title: "Open mat", comments: [{ id: "c1" }, { id: "c2" }], views: 1 });
    });

    it("refuses an upsert that would insert one, storing nothing", async () => {
      await refusal(posts().updateOne({ _id: "p" }, { $set: { body: text(17) } }, { upsert: true }));
      await refusal(posts().updateOne({ _id: "p", title: text(9) }, { $set: { body: text(9) } }, { upsert: true }));
      expect(await posts().countDocuments()).toBe(0);
    });
  });
}
