import { z } from "zod";
import { asReferenceOf } from "./members.ts";
import { SEARCH_QUERY_MAX_CHARS, SEARCH_QUERY_MAX_WORDS, SEARCH_QUERY_MIN_CHARS } from "./search.ts";

// The search calls' query parameter and their results' highlights, for every kind alike. The
// caps are not the schema's: over them the services answer 400 `search.too-long`, in words the
// web shows, rather than a list of schema issues.

export const SearchText = z
  .string()
  .optional()
  .describe(
    `Words to find, ranked best first: forgiving of case, accents, typos (one from 5 letters, two from 9) and ` +
      `the martial arts' other names. Under ${SEARCH_QUERY_MIN_CHARS} characters the answer is empty; over ` +
      `${SEARCH_QUERY_MAX_CHARS} characters or ${SEARCH_QUERY_MAX_WORDS} words it is 400 \`search.too-long\`.`,
  );

export const Matched = z
  .array(z.string())
  .describe("With `search`: the words of this result that matched, lower case and without accents, to highlight");

/** A view as a search finds it: the same fields, and with a search the words that matched. */
export function withMatched<Shape extends z.ZodRawShape>(view: z.ZodObject<Shape>) {
  // A member found is still a member shown: the block screen knows them by it.
  return asReferenceOf(view, view.extend({ matched: Matched.optional() }));
}
