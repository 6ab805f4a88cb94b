import { resolve } from "node:path";
import { z } from "zod";
import { diskStorage } from "./disk.ts";
import type { ObjectStorage } from "./port.ts";
import { s3Storage } from "./s3.ts";

const StorageConfig = z.discriminatedUnion("STORAGE", [
  z.object({ STORAGE: z.literal("disk"), UPLOAD_DIR: z.string().default(".data/uploads") }),
  z.object({
    STORAGE: z.literal("s3"),
    S3_ENDPOINT: z.url().optional(),
    S3_PUBLIC_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: z.string().min(1),
    S3_ACCESS_KEY_ID: z.string().min(1),
    S3_SECRET_ACCESS_KEY: z.string().min(1),
  }),
]);

/** STORAGE=disk (default, UPLOAD_DIR) or STORAGE=s3 (S3_* settings; MinIO in compose). */
export function storageFromEnvironment(env: NodeJS.ProcessEnv): ObjectStorage {
  const config = StorageConfig.parse({ STORAGE: "disk", ...env });
  if (config.STORAGE === "disk") return diskStorage(resolve(config.UPLOAD_DIR));
  return s3Storage({
    endpoint: config.S3_ENDPOINT,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    region: config.S3_REGION,
    bucket: config.S3_BUCKET,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
