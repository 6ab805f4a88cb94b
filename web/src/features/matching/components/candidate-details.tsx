import CheckCircleOutlined from "@ant-design/icons/CheckCircleOutlined";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import type { MatchCandidate } from "@kumite/contracts/social/matching";
import { GI_PREFERENCE_LABELS, TRAINING_INTENSITY_LABELS } from "@kumite/contracts/values";
import { Flex, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { formatDistance } from "../utils/format-distance.ts";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";

/** Who a candidate is and why they were suggested: what a swipe card shows (SPEC §2 Matching). */
export function CandidateDetails({ candidate }: { candidate: MatchCandidate }) {
  const { token } = theme.useToken();
  const name = candidate.displayName || candidate.username;
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
        <MemberAvatar name={name} size={72} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Text type="secondary">@{candidate.username}</Typography.Text>
          <Typography.Text strong>{`${Math.round(candidate.score)}% match`}</Typography.Text>
        </Flex>
      </Flex>
      <MartialArtBadges arts={candidate.martialArts} max={CARD_MARTIAL_ARTS} />
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
