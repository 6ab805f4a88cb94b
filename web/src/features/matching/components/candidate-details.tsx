import CheckCircleOutlined from "@ant-design/icons/CheckCircleOutlined";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import type { MatchCandidate } from "@kumite/contracts/social/matching";
import { GI_PREFERENCE_LABELS, TRAINING_INTENSITY_LABELS } from "@kumite/contracts/values";
import { Avatar, Flex, Tag, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { initials } from "@/shared/format/initials.ts";
import { formatDistance } from "../utils/format-distance.ts";

/** Who a candidate is and why they were suggested: what a swipe card shows (SPEC §2 Matching). */
export function CandidateDetails({ candidate }: { candidate: MatchCandidate }) {
  const { token } = theme.useToken();
  const name = candidate.displayName || candidate.username;
  const arts = candidate.martialArts.slice(0, CARD_MARTIAL_ARTS);
  const moreArts = candidate.martialArts.length - arts.length;
  const style = [
    candidate.giPreference && GI_PREFERENCE_LABELS[candidate.giPreference],
    candidate.intensity && `${TRAINING_INTENSITY_LABELS[candidate.intensity]} intensity`,
  ].filter(Boolean);
  const facts: Array<[string, ReactNode]> = [
    ["Skill level", candidate.skillLevel],
    ["Age range", candidate.ageRange],
    ["Experience", candidate.experience],
    ["Rank", candidate.rank],
    ["Distance", candidate.distanceKm !== null ? formatDistance(candidate.distanceKm) : null],
    ["Location", candidate.location],
    ["Available", candidate.availability.join(", ")],
    ["Goals", candidate.trainingGoals.join(", ")],
    ["Trains", style.join(" · ")],
  ];

  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center">
        <Avatar size={72} aria-hidden style={{ backgroundColor: "#dc2626", fontSize: 28, fontWeight: 600, flexShrink: 0 }}>
          {initials(name)}
        </Avatar>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">@{candidate.username}</Typography.Text>
          <Typography.Text strong>{`${Math.round(candidate.score)}% match`}</Typography.Text>
        </Flex>
      </Flex>
      {arts.length > 0 && (
        <Flex wrap gap={4} role="list" aria-label="Martial arts">
          {arts.map((art) => (
            <Tag key={art} color="red" role="listitem">
              {art}
            </Tag>
          ))}
          {moreArts > 0 && <Tag role="listitem">{`+${moreArts} more`}</Tag>}
        </Flex>
      )}
      <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px", margin: 0 }}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: "contents" }}>
              <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
              <dd style={{ margin: 0, color: token.colorText }}>{value}</dd>
            </div>
          ))}
      </dl>
      {candidate.bio && <Typography.Paragraph style={{ margin: 0 }}>{candidate.bio}</Typography.Paragraph>}
      {candidate.reasons.length > 0 && (
        <section aria-label="Why suggested">
          <Typography.Text strong>Why suggested</Typography.Text>
          <ul style={{ listStyle: "none", padding: 0, margin: "4px 0 0" }}>
            {candidate.reasons.map((reason) => (
              <li key={reason} style={{ color: token.colorText }}>
                <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccessText, marginInlineEnd: 8 }} />
                {reason}
              </li>
            ))}
          </ul>
        </section>
      )}
    </Flex>
  );
}
