import { BlockBody, MemberParams } from "@kumite/contracts/moderation/commands";
import { BlockedMemberList, BlockReply } from "@kumite/contracts/moderation/views";
import type { ServiceRoutes } from "@kumite/kit/service";
import type { ModerationDeps } from "../aggregates.ts";
import { blockedMembers, blockMember, unblockMember } from "../handlers/blocks.ts";

export const blockRoutes: ServiceRoutes<ModerationDeps> = async (app, { deps }) => {
  app.post(
    "/api/users/:id/block",
    {
      config: { reachesBlocked: "blocking again whom one blocked, or one who blocked you, is how a block is made" },
      schema: {
        description:
          "Block a member (SPEC §7, with blockerId): until unblocked, neither sees nor reaches the other anywhere.",
        params: MemberParams,
        body: BlockBody,
        response: { 200: BlockReply },
      },
    },
    async (request) => blockMember(deps, request.memberId, request.params.id, request.body.blockerId),
  );

  app.post(
    "/api/users/:id/unblock",
    {
      config: { reachesBlocked: "lifting a block names the member blocked" },
      schema: {
        description: "Lift one's block of a member.",
        params: MemberParams,
        body: BlockBody,
        response: { 200: BlockReply },
      },
    },
    async (request) => unblockMember(deps, request.memberId, request.params.id, request.body.blockerId),
  );

  app.get(
    "/api/blocks",
    {
      config: { unscreened: "the blocker's own list of whom they blocked, to unblock them" },
      schema: {
        description: "The members one blocked, the latest first (Options → Blocked Users).",
        response: { 200: BlockedMemberList },
      },
    },
    async (request) => blockedMembers(deps, request.memberId),
  );
};
