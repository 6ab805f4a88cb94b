import type { ServiceNames } from "./names.ts";

// The service's contracts (contracts/src/<name>/): its stream and events, its request bodies, its
// replies. The example is a note with a title.

export function contractFiles({ name, pascal, constant }: ServiceNames): Record<string, string> {
  const folder = `contracts/src/${name}`;
  return {
    [`${folder}/events.ts`]: `// ${pascal}'s events, on the ${constant} stream: \`${name}.note.<noteId>\` (a note and its title).

export type NoteCreated = { noteId: string; title: string; createdBy: string };
export type NoteRenamed = { noteId: string; title: string };
export type NoteEvent = { type: "NoteCreated"; data: NoteCreated } | { type: "NoteRenamed"; data: NoteRenamed };

export const ${constant}_STREAM = { name: "${constant}", subjects: ["${name}.>"] } as const;
export const noteSubject = (noteId: string) => \`${name}.note.\${noteId}\`;
`,

    [`${folder}/commands.ts`]: `import { z } from "zod";

const NOTE_TITLE_MAX = 120;
const title = z
  .string()
  .trim()
  .min(1, "is required")
  .max(NOTE_TITLE_MAX, \`must be at most \${NOTE_TITLE_MAX} characters\`);

export const CreateNoteBody = z.object({ title });
export type CreateNoteBody = z.infer<typeof CreateNoteBody>;
export const RenameNoteBody = z.object({ title });
export type RenameNoteBody = z.infer<typeof RenameNoteBody>;
export const NoteIdParams = z.object({ id: z.string().min(1).max(64) });
`,

    [`${folder}/views.ts`]: `import { z } from "zod";

export const NoteView = z.object({ id: z.string(), title: z.string(), createdBy: z.string(), createdAt: z.string() });
export type NoteView = z.infer<typeof NoteView>;
export const NoteList = z.array(NoteView);
`,
  };
}
