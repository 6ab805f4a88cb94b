import { z } from "zod";
import { ERROR_CODES } from "./error-codes.ts";

/**
 * Every error reply: an English `message`, a stable `code` from error-codes.ts for the web to
 * translate, and for a 400 on malformed input (`validation.invalid`) the zod issues. One OpenAPI
 * component, so each route's error statuses refer to it instead of repeating the codes.
 */
export const ErrorReply = z
  .object({
    message: z.string(),
    code: z.enum(ERROR_CODES),
    issues: z.array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() })).optional(),
  })
  .meta({ id: "ErrorReply" });
export type ErrorReply = z.infer<typeof ErrorReply>;
