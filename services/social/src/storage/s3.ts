import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { Readable } from "node:stream";
import { allowedTypeOf, checkSize, SNIFF_BYTES } from "./allowed-types.ts";
import type { ObjectStorage } from "./port.ts";

export type S3Settings = {
  endpoint?: string;
  /** The endpoint as the browser reaches it, when it differs from the one this service uses. */
  publicEndpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const keyOf = (uploadId: string) => `attachments/${uploadId}`;

/**
 * Any S3-compatible store (MinIO in compose). The browser PUTs straight to the bucket with a
 * presigned URL that expires with the ticket and, through If-None-Match, can write the key once.
 * Size and type are checked when a post attaches the file; a bad file is deleted then.
 */
export function s3Storage(settings: S3Settings): ObjectStorage {
  const client = (endpoint: string | undefined) =>
    new S3Client({
      region: settings.region,
      endpoint,
      forcePathStyle: Boolean(endpoint),
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  const s3 = client(settings.endpoint);
  const signer = client(settings.publicEndpoint ?? settings.endpoint);

  return {
    kind: "s3",
    async uploadUrl(uploadId, expiresIn) {
      const command = new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(uploadId), IfNoneMatch: "*" });
      return getSignedUrl(signer, command, { expiresIn, signableHeaders: new Set(["if-none-match"]) });
    },

    async inspect(uploadId) {
      let size: number;
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: keyOf(uploadId) }));
        size = head.ContentLength ?? 0;
      } catch (error) {
        if ((error as { name?: string }).name === "NotFound") return null;
        throw error;
      }
      try {
        checkSize(size);
        const start = await s3.send(
          new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(uploadId), Range: `bytes=0-${SNIFF_BYTES - 1}` }),
        );
        const contentType = await allowedTypeOf(await start.Body!.transformToByteArray());
        return { contentType, size };
      } catch (error) {
        await this.remove(uploadId);
        throw error;
      }
    },

    async read(uploadId) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(uploadId) }));
        return object.Body as Readable;
      } catch (error) {
        if ((error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },

    async remove(uploadId) {
      await s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(uploadId) }));
    },
  };
}
