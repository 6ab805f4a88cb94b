import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { allowedTypeOf, checkSize, SNIFF_BYTES } from "./allowed-types.ts";
import type { ObjectStorage, ReceivedFile } from "./port.ts";

/** Files on local disk: the embedded default. Bytes come in through social's own upload route. */
export function diskStorage(directory: string): ObjectStorage {
  const pathOf = (uploadId: string) => join(directory, uploadId);

  return {
    kind: "disk",
    async uploadUrl(uploadId) {
      return `/api/objects/uploads/${uploadId}`;
    },

    async receive(uploadId, body, declaredLength) {
      if (declaredLength !== null) checkSize(declaredLength);
      await mkdir(directory, { recursive: true });
      const partial = `${pathOf(uploadId)}.${randomUUID()}.partial`;
      let size = 0;
      let head = Buffer.alloc(0);
      let contentType: string | null = null;
      // Counts and sniffs while streaming, so a 2 GB body is cut off at the limit, not buffered.
      const inspect = new Transform({
        async transform(chunk: Buffer, _encoding, done) {
          try {
            size += chunk.length;
            checkSize(size);
            if (contentType === null) {
              head = Buffer.concat([head, chunk]);
              if (head.length >= SNIFF_BYTES) contentType = await allowedTypeOf(head);
            }
            done(null, chunk);
          } catch (error) {
            done(error as Error);
          }
        },
        async flush(done) {
          try {
            contentType ??= await allowedTypeOf(head);
            done();
          } catch (error) {
            done(error as Error);
          }
        },
      });
      try {
        await pipeline(body, inspect, createWriteStream(partial));
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return {
        contentType: contentType!,
        size,
        keep: () => rename(partial, pathOf(uploadId)),
        discard: () => rm(partial, { force: true }),
      } satisfies ReceivedFile;
    },

    async read(uploadId) {
      try {
        await stat(pathOf(uploadId));
      } catch {
        return null;
      }
      return createReadStream(pathOf(uploadId)) as Readable;
    },

    async remove(uploadId) {
      await rm(pathOf(uploadId), { force: true });
    },
  };
}
