import type { AuthorView } from "@kumite/contracts/social/views";
import { Link } from "@tanstack/react-router";
import { Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { memberName } from "@/shared/format/member-name.ts";

export interface AuthorLineProps {
  author: AuthorView;
  authorId: string;
  /** Under the name: the experience for a post, the time for a comment. */
  detail?: ReactNode;
  small?: boolean;
}

/** Initials, the name linking to the profile, and a detail line. */
export function AuthorLine({ author, authorId, detail, small = false }: AuthorLineProps) {
  const name = memberName(author);
  return (
    <Flex gap={small ? 8 : 12} align="center" style={{ minWidth: 0 }}>
      <MemberAvatar name={name} size={small ? 28 : 40} />
      <Flex vertical style={{ minWidth: 0 }}>
        <Link to="/profile/$id" params={{ id: authorId }} style={{ fontWeight: 600, color: "inherit" }}>
          {name}
        </Link>
        {detail && (
          <Typography.Text type="secondary" style={{ fontSize: small ? 12 : 13 }}>
            {detail}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
