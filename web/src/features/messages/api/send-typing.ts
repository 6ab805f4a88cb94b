import { apiRequest } from "@/shared/api/api-request.ts";

/** POST /api/messages/typing: the other member sees "<name> is typing…". A hint: failures are ignored. */
export async function sendTyping(receiverId: string): Promise<void> {
  try {
    await apiRequest("POST", "/api/messages/typing", { receiverId });
  } catch {
    // Only a hint: the message itself is what matters.
  }
}
