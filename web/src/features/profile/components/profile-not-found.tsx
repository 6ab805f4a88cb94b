import { Card, Empty, Typography } from "antd";

export function ProfileNotFound() {
  return (
    <Card>
      <Empty
        description={
          <>
            <Typography.Title level={3} style={{ fontSize: 18 }}>
              User not found
            </Typography.Title>
            <Typography.Text type="secondary">The profile you&apos;re looking for doesn&apos;t exist.</Typography.Text>
          </>
        }
      />
    </Card>
  );
}
