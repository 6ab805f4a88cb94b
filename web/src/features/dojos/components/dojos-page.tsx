import { Typography } from "antd";

/** /dojos: the dojo list (SPEC §2). Only its heading for now. */
export function DojosPage() {
  return (
    <section>
      <Typography.Title level={2}>Martial Arts Dojos</Typography.Title>
    </section>
  );
}
