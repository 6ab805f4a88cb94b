import { Flex, Typography } from "antd";
import type { ReactNode } from "react";
import { Highlighted } from "./highlighted.tsx";

export interface ResultDetailsProps {
  name: string;
  /** The line under the name ("Judo, Karate • Porto"); nothing when empty. */
  details: string;
  matched: readonly string[];
  /** Under the details (a member's badges). */
  children?: ReactNode;
}

/** A result's name in bold and its details under it, the words the search matched marked in both. */
export function ResultDetails({ name, details, matched, children }: ResultDetailsProps) {
  return (
    <Flex vertical style={{ minWidth: 0, flex: 1 }}>
      <Typography.Text strong>
        <Highlighted text={name} matched={matched} />
      </Typography.Text>
      {details && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Highlighted text={details} matched={matched} />
        </Typography.Text>
      )}
      {children}
    </Flex>
  );
}
