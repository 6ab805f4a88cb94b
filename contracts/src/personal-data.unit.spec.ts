import { readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { PERSONAL_DATA } from "./personal-data.ts";
import { isPersonal } from "./personal-fields.ts";

// Walks the type of every event union in contracts (any exported type whose members are all
// `{ type: "<literal>"; data: … }`) with the compiler, so that an event type added anywhere must be
// classified, and a free-text field added to a personal event must be sealed or said to stay clear.

const SOURCE = import.meta.dirname;
/** Names of string fields that are identifiers, instants, hashes or times of day: never free text. */
const NOT_TEXT = /(Id|Ids|At|Hash|Key|By)$|^(id|nonce|upTo|contentType|start|end|from|to|eventDate)$/;
/** Written before tokens were hashed, never again: read through the kit's upcaster. */
const NEVER_WRITTEN = /^Legacy/;

type EventTypeFound = { type: string; file: string; textFields: string[] };

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".spec.ts") ? [path] : [];
  });
}

function eventTypes(): EventTypeFound[] {
  const files = sourceFiles(SOURCE);
  const program = ts.createProgram(files, { strict: true, noEmit: true, allowImportingTsExtensions: true });
  const checker = program.getTypeChecker();
  const isFreeText = (type: ts.Type): boolean => {
    const parts = type.isUnion() ? type.types : [type];
    return parts.some((part) => {
      if (part.flags & ts.TypeFlags.String) return true;
      const element = checker.isArrayType(part) ? checker.getTypeArguments(part as ts.TypeReference)[0] : undefined;
      return element !== undefined && (element.flags & ts.TypeFlags.String) !== 0;
    });
  };
  const found: EventTypeFound[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file)!;
    for (const statement of source.statements) {
      if (!ts.isTypeAliasDeclaration(statement) || NEVER_WRITTEN.test(statement.name.text)) continue;
      if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
      const alias = checker.getTypeAtLocation(statement.name);
      const members = alias.isUnion() ? alias.types : [alias];
      const events = members.map((member) => {
        const type = member.getProperty("type");
        const data = member.getProperty("data");
        if (!type || !data) return null;
        const literal = checker.getTypeOfSymbolAtLocation(type, statement);
        if (!literal.isStringLiteral()) return null;
        const dataType = checker.getTypeOfSymbolAtLocation(data, statement);
        const textFields = dataType
          .getProperties()
          .filter((field) => !NOT_TEXT.test(field.name))
          .filter((field) =>
            isFreeText(checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(field, statement))),
          )
          .map((field) => field.name);
        return { type: literal.value, file: source.fileName, textFields };
      });
      if (events.every((event) => event !== null)) found.push(...events);
    }
  }
  return found;
}

describe("personal data in events", () => {
  const found = eventTypes();
  const byType = new Map(found.map((event) => [event.type, event]));

  it("finds the event unions of every context", () => {
    for (const type of ["UserRegistered", "PostCreated", "DirectMessageSent", "ReportFiled", "DojoFounded", "GymAdded"])
      expect(byType.has(type), type).toBe(true);
  });

  it("classifies every event type, each name used by one context only", () => {
    for (const event of found) {
      expect(PERSONAL_DATA, `${event.type} (${event.file}) is not classified`).toHaveProperty([event.type]);
      const files = new Set(found.filter((other) => other.type === event.type).map((other) => other.file));
      expect([...files], `${event.type} is declared in two files`).toHaveLength(1);
    }
    for (const type of Object.keys(PERSONAL_DATA)) expect(byType.has(type), `${type} is no event type`).toBe(true);
  });

  it("seals every free-text field of a personal event type, or says it stays clear", () => {
    for (const event of found) {
      const classification = PERSONAL_DATA[event.type]!;
      if (!isPersonal(classification)) continue;
      const named = new Set([...classification.fields, ...(classification.clear ?? [])]);
      for (const field of event.textFields) expect(named.has(field), `${event.type}.${field}`).toBe(true);
    }
  });

  it("gives a reason for every event type that carries no personal data", () => {
    for (const classification of Object.values(PERSONAL_DATA))
      if (!isPersonal(classification)) expect(classification.notPersonal.length).toBeGreaterThan(0);
  });
});
