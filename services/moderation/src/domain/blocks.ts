import type { BlockEvent } from "@kumite/contracts/moderation/events";
import type { Command } from "@kumite/kit/decider";
import { InvalidInput, Unprocessable } from "@kumite/kit/errors";

// A member's blocks: whom they shut out, one aggregate per blocker (`moderation.blocks.<id>`). A
// block holds both ways until the blocker lifts it; blocking twice, or lifting a block that is not
// there, changes nothing.

/** Whom the member blocked, and when. A Map: copied natively on each change, as a fold does thousands of times. */
export type BlocksState = { blocked: ReadonlyMap<string, string> };
export const initialState: BlocksState = { blocked: new Map() };

export type Block = Command<"Block", { memberId: string }>;
export type Unblock = Command<"Unblock", { memberId: string }>;
export type BlocksCommand = Block | Unblock;

/** Enough for anyone's worst year, and a fold of them stays quick (the bench tries the feed of one who blocked 1,000). */
export const BLOCKS_MAX = 1000;
export const BLOCK_SELF = "You cannot block yourself";
export const TOO_MANY_BLOCKS = `You can block at most ${BLOCKS_MAX} members`;

export function evolve(state: BlocksState, event: BlockEvent): BlocksState {
  switch (event.type) {
    case "MemberBlocked":
      return { blocked: new Map(state.blocked).set(event.data.blockedId, event.data.blockedAt) };
    case "MemberUnblocked": {
      const blocked = new Map(state.blocked);
      blocked.delete(event.data.blockedId);
      return { blocked };
    }
  }
}

function block({ data, metadata }: Block, state: BlocksState): BlockEvent[] {
  if (data.memberId === metadata.aggregateId) throw new InvalidInput(BLOCK_SELF, { code: "block.self" });
  if (state.blocked.has(data.memberId)) return [];
  if (state.blocked.size >= BLOCKS_MAX) {
    throw new Unprocessable(TOO_MANY_BLOCKS, { code: "block.limit" });
  }
  const blocked = { blockerId: metadata.aggregateId, blockedId: data.memberId, blockedAt: metadata.now.toISOString() };
  return [{ type: "MemberBlocked", data: blocked }];
}

function unblock({ data, metadata }: Unblock, state: BlocksState): BlockEvent[] {
  if (!state.blocked.has(data.memberId)) return [];
  return [{ type: "MemberUnblocked", data: { blockerId: metadata.aggregateId, blockedId: data.memberId } }];
}

export function decide(command: BlocksCommand, state: BlocksState): BlockEvent[] {
  switch (command.type) {
    case "Block":
      return block(command, state);
    case "Unblock":
      return unblock(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const blocksDecider = { initialState, evolve, decide };
