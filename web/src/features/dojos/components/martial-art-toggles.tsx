import { MARTIAL_ART_GROUPS, type MartialArt } from "@kumite/contracts/values";
import { Checkbox, Flex, Typography } from "antd";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";
import { useProfileLabels } from "@/shared/profile-form/profile-labels.ts";

export interface MartialArtTogglesProps {
  value?: MartialArt[];
  onChange?: (arts: MartialArt[]) => void;
  /** Names the whole group for assistive technology (the form item's label). */
  "aria-labelledby"?: string;
}

/** SPEC §2's martial-art toggles grouped by category: one fieldset per group, a checkbox per art. */
export function MartialArtToggles({ value = [], onChange, "aria-labelledby": labelledBy }: MartialArtTogglesProps) {
  const labels = useProfileLabels();
  const chosen = new Set(value);
  const toggle = (art: MartialArt, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(art);
    else next.delete(art);
    // Keep SPEC's order of the arts whatever order they were ticked in.
    onChange?.(MARTIAL_ART_GROUPS.flatMap((group) => group.arts.filter((each) => next.has(each))));
  };
  return (
    <div role="group" aria-labelledby={labelledBy}>
      {MARTIAL_ART_GROUPS.map((group) => (
        <fieldset key={group.name} style={{ border: 0, margin: "0 0 8px", padding: 0, minWidth: 0 }}>
          <legend style={{ padding: 0, margin: "0 0 4px", fontSize: 13, border: 0 }}>
            <Typography.Text type="secondary">{labels.martialArtGroup(group.name)}</Typography.Text>
          </legend>
          <Flex wrap gap="small">
            {group.arts.map((art) => (
              <Checkbox key={art} checked={chosen.has(art)} onChange={(event) => toggle(art, event.target.checked)}>
                {martialArtName(art)}
              </Checkbox>
            ))}
          </Flex>
        </fieldset>
      ))}
    </div>
  );
}
