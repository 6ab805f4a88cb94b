import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import type { TFunction } from "i18next";
import { en } from "../i18n/en.ts";

type SystemLineKey = keyof typeof en.systemLines;
const SYSTEM_LINE_KEYS = Object.keys(en.systemLines) as SystemLineKey[];

/**
 * What a message says on screen. The server writes its system lines ("You matched! Say hello.")
 * in English: one the catalog knows word for word reads in the member's language; members' own
 * words, and a system line this build does not know, show as sent.
 */
export function messageText(message: Pick<DirectMessageView, "system" | "content">, t: TFunction<"messages">): string {
  if (!message.system) return message.content;
  const key = SYSTEM_LINE_KEYS.find((candidate) => en.systemLines[candidate] === message.content);
  return key ? t(`systemLines.${key}`) : message.content;
}
