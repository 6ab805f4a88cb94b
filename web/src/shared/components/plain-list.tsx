import { Flex, type FlexProps } from "antd";
import type { ReactNode } from "react";

const PLAIN = { listStyle: "none", margin: 0, padding: 0 };

export interface PlainListProps {
  /** The list's accessible name, where the heading above it does not give one. */
  label?: string;
  gap?: FlexProps["gap"];
  /** The `li` entries. */
  children: ReactNode;
}

/**
 * A stack of entries that a screen reader announces as a list, without bullets or indent. The
 * explicit role is there because Safari drops a `ul`'s list role once its bullets are styled away.
 */
export function PlainList({ label, gap = "small", children }: PlainListProps) {
  return (
    <Flex vertical gap={gap} component="ul" role="list" aria-label={label} style={PLAIN}>
      {children}
    </Flex>
  );
}
