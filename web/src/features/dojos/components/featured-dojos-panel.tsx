import TeamOutlined from "@ant-design/icons/TeamOutlined";
import { FEATURED_DOJOS } from "@kumite/contracts/limits";
import { Link } from "@tanstack/react-router";
import { Avatar, Card, Flex, Skeleton, Typography } from "antd";
import { useDojos } from "@/shared/api/get-dojos.ts";
import { EmptyState } from "@/shared/components/empty-state.tsx";
import { LinkButton } from "@/shared/components/link-button.tsx";
import { PlainList } from "@/shared/components/plain-list.tsx";
import { useDojosText } from "../i18n/catalog.ts";

/** The home page's first 4 dojos, linking to /dojos; "No dojos yet" with "Create a Dojo" otherwise. */
export function FeaturedDojosPanel() {
  const { t } = useDojosText();
  const { data: dojos = [], isPending } = useDojos();
  const featured = dojos.slice(0, FEATURED_DOJOS);

  return (
    <Card
      size="small"
      title={
        <span>
          <TeamOutlined aria-hidden /> {t("featured.title")}
        </span>
      }
      extra={<Link to="/dojos">{t("featured.viewAll")}</Link>}
    >
      {isPending ? (
        <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />
      ) : featured.length === 0 ? (
        <EmptyState
          place="section"
          title={t("featured.empty")}
          action={
            <LinkButton to="/dojos" type="primary">
              {t("featured.create")}
            </LinkButton>
          }
        />
      ) : (
        <PlainList>
          {featured.map((dojo) => (
            <li key={dojo.id}>
              <Link to="/dojos" style={{ display: "flex", gap: 12, alignItems: "center", color: "inherit" }}>
                <Avatar shape="square" style={{ backgroundColor: "#dc2626", flexShrink: 0 }} aria-hidden>
                  {dojo.name.charAt(0).toUpperCase()}
                </Avatar>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {dojo.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                    {[
                      dojo.memberCount === undefined ? null : t("featured.members", { count: dojo.memberCount }),
                      dojo.location,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </Typography.Text>
                </Flex>
              </Link>
            </li>
          ))}
        </PlainList>
      )}
    </Card>
  );
}
