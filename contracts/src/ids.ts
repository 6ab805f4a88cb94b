import { z } from "zod";

/**
 * An id as the services make them (UUIDs, `gym-<gymId>`): one token of a NATS subject, so letters,
 * digits, `_` and `-` only. An id that could not be one (a space, a dot, a wildcard) is refused as
 * input, before any append could fail on it.
 */
export const subjectId = (what: string) => z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, `is not ${what}`);
