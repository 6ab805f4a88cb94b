import { GEOCODE_LIMITS } from "@kumite/contracts/gym/limits";
import type { GeocodeCandidate } from "@kumite/contracts/gym/views";
import { Button, Form, Radio, Typography } from "antd";
import { useId, useState } from "react";
import { errorReply } from "@/shared/api/error-message.ts";
import type { Coordinates } from "@/shared/profile-form/current-position.ts";
import { useGeocodeAddress } from "../api/geocode-address.ts";
import { useGymsText } from "../i18n/catalog.ts";
import type { GymDraft } from "../utils/gym-draft.ts";
import { pinAt } from "../utils/gym-pin.ts";

export interface AddressFinderProps {
  /** The member chose one of the places found: the pin goes there, for them to drag into place. */
  onChoose: (pin: Coordinates) => void;
}

type Outcome = "too-short" | "found" | "none" | "off" | "failed";

/** What the lookup came to, for the address it was asked about. */
function outcomeOf(lookup: ReturnType<typeof useGeocodeAddress>): Outcome | null {
  if (lookup.isError) return errorReply(lookup.error)?.code === "geocoder.off" ? "off" : "failed";
  if (lookup.isSuccess) return lookup.data.length > 0 ? "found" : "none";
  return null;
}

/**
 * Add Gym's "Find on map": the address the member typed goes to the gym service's geocoder only
 * when they press it, and the places it finds are offered as a choice that moves the pin. Without
 * a geocoder (503 `geocoder.off`) or when it fails, it says so, and the pin stays where it is, on
 * the map, in the member's area.
 */
export function AddressFinder({ onChoose }: AddressFinderProps) {
  const { t } = useGymsText();
  const form = Form.useFormInstance<GymDraft>();
  const address = (Form.useWatch("address", form) ?? "").trim();
  const lookup = useGeocodeAddress();
  const [tooShort, setTooShort] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const statusId = useId();

  // Places found belong to the address asked about: once it is edited (or the form emptied), they go.
  const current = lookup.variables === address && !tooShort;
  const outcome: Outcome | null = tooShort ? "too-short" : current ? outcomeOf(lookup) : null;
  const candidates: GeocodeCandidate[] = outcome === "found" ? (lookup.data ?? []) : [];

  const find = () => {
    setChosen(null);
    if (address.length < GEOCODE_LIMITS.addressMin) {
      setTooShort(true);
      form.focusField("address");
      return;
    }
    setTooShort(false);
    lookup.mutate(address);
  };

  const choose = (index: number) => {
    const place = candidates[index];
    if (!place) return;
    setChosen(index);
    onChoose(pinAt(place));
  };

  const message: Record<Outcome, string> = {
    "too-short": t("find.tooShort", { min: GEOCODE_LIMITS.addressMin }),
    found: t("find.choose"),
    none: t("find.none"),
    off: t("find.off"),
    failed: t("find.failed"),
  };

  return (
    <div style={{ marginBottom: 16 }}>
      <Button onClick={find} loading={lookup.isPending} aria-describedby={outcome ? statusId : undefined}>
        {t("find.button")}
      </Button>
      <div role="status" aria-live="polite" id={statusId}>
        {outcome && (
          <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
            {message[outcome]}
          </Typography.Paragraph>
        )}
      </div>
      {candidates.length > 0 && (
        <Radio.Group
          aria-label={t("find.candidates")}
          value={chosen}
          onChange={(event) => choose(event.target.value as number)}
          style={{ display: "flex", flexDirection: "column", gap: 4, marginTop: 8 }}
          options={candidates.map((place, index) => ({ value: index, label: place.label }))}
        />
      )}
    </div>
  );
}
