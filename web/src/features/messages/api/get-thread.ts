import { NEXT_CURSOR_HEADER } from "@kumite/contracts/http";
import { MESSAGE_LIMITS } from "@kumite/contracts/limits";
import type { DirectMessageView } from "@kumite/contracts/messaging/views";
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { apiRequest, readJson } from "@/shared/api/api-request.ts";
import { messageKeys } from "./message-keys.ts";

export interface ThreadPage {
  /** Oldest first within the page. */
  messages: DirectMessageView[];
  /** The `x-next-cursor` of the reply: older messages exist. */
  olderCursor: string | null;
}

export type ThreadData = InfiniteData<ThreadPage, string | null>;

/** The path of one page: the newest messages without a cursor, older ones with it. */
export function threadPath(otherId: string, cursor: string | null): string {
  const params = new URLSearchParams({ with: otherId, limit: String(MESSAGE_LIMITS.pageDefault) });
  if (cursor) params.set("cursor", cursor);
  return `/api/messages?${params.toString()}`;
}

/** GET /api/messages?with=…: one page of the conversation with that member. */
export async function getThreadPage(otherId: string, cursor: string | null): Promise<ThreadPage> {
  const response = await apiRequest("GET", threadPath(otherId, cursor));
  return {
    messages: await readJson<DirectMessageView[]>(response),
    olderCursor: response.headers.get(NEXT_CURSOR_HEADER),
  };
}

/**
 * The pages run newest page first, and "next" means older: a refetch (after a live update) then
 * starts from the newest messages and walks back as far as the member had scrolled.
 */
export const threadQueryOptions = (otherId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(otherId),
    queryFn: ({ pageParam }) => getThreadPage(otherId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page: ThreadPage) => page.olderCursor ?? undefined,
  });

export function useThread(otherId: string) {
  return useInfiniteQuery(threadQueryOptions(otherId));
}
