import { z } from "zod";

/** Every error reply: `{ message }`, plus the zod issues for a 400 on malformed input. */
export const ErrorReply = z.object({
  message: z.string(),
  issues: z
    .array(z.object({ path: z.array(z.union([z.string(), z.number()])), message: z.string() }))
    .optional(),
});
export type ErrorReply = z.infer<typeof ErrorReply>;
