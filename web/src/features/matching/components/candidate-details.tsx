import CheckCircleOutlined from "@ant-design/icons/CheckCircleOutlined";
import { CARD_MARTIAL_ARTS } from "@kumite/contracts/limits";
import type { MatchCandidate } from "@kumite/contracts/social/views";
import { Flex, Typography, theme } from "antd";
import type { ReactNode } from "react";
import { useMatchingText } from "../i18n/catalog.ts";
import { matchReasonText } from "../utils/match-reasons.ts";
import { MemberAvatar } from "@/shared/components/member-avatar.tsx";
import { MartialArtBadges } from "@/shared/components/martial-art-badges.tsx";
import { useLocale } from "@/shared/i18n/use-locale.ts";
import { useProfileLabels } from "@/shared/profile-form/profile-labels.ts";
import { memberName } from "@/shared/format/member-name.ts";
import { candidateDistance } from "../utils/candidate-distance.ts";

/** Who a candidate is and why they were suggested: what a swipe card shows (SPEC §2 Matching). */
export function CandidateDetails({ candidate }: { candidate: MatchCandidate }) {
  const { token } = theme.useToken();
  const { t } = useMatchingText();
  const { locale } = useLocale();
  const labels = useProfileLabels();
  const name = memberName(candidate);
  const style = [
    candidate.giPreference && labels.giPreference(candidate.giPreference),
    candidate.intensity && t(`candidate.intensity.${candidate.intensity}`),
  ].filter(Boolean);
  const distance = candidate.distanceKm !== null ? candidateDistance(candidate.distanceKm, t, locale) : null;
  const reasons = candidate.matchReasons.map((reason) => matchReasonText(reason, { t, labels, locale }));
  const facts: Array<[string, ReactNode]> = [
    [t("candidate.skillLevel"), candidate.skillLevel && labels.skillLevel(candidate.skillLevel)],
    [t("candidate.ageRange"), candidate.ageRange],
    [t("candidate.experience"), candidate.experience],
    [t("candidate.rank"), candidate.rank],
    [t("candidate.distance"), distance],
    [t("candidate.location"), candidate.location],
    [t("candidate.available"), candidate.availability.map(labels.weekday).join(", ")],
    [t("candidate.goals"), candidate.trainingGoals.map(labels.goal).join(", ")],
    [t("candidate.trains"), style.join(" · ")],
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
          <Typography.Text strong>{t("candidate.score", { score: Math.round(candidate.score) })}</Typography.Text>
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
      {reasons.length > 0 && (
        <section aria-label={t("candidate.whySuggested")}>
          <Typography.Text strong>{t("candidate.whySuggested")}</Typography.Text>
          <ul style={{ listStyle: "none", padding: 0, margin: "4px 0 0" }}>
            {reasons.map((reason) => (
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
