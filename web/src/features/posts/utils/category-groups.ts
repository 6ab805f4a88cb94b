import { GENERAL_TOPICS, MARTIAL_ARTS, type GeneralTopic, type PostCategory } from "@kumite/contracts/values";
import type { TFunction } from "i18next";
import { martialArtName } from "@/shared/i18n/common/martial-art-name.ts";

export interface CategoryGroup {
  /** Its heading's key under `filter.groups` in the posts catalog. */
  key: "martialArts" | "generalTopics";
  categories: readonly PostCategory[];
}

/** The post categories of SPEC §3 in their two groups, in order. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = [
  { key: "martialArts", categories: MARTIAL_ARTS },
  { key: "generalTopics", categories: GENERAL_TOPICS },
];

const isGeneralTopic = (category: PostCategory): category is GeneralTopic =>
  (GENERAL_TOPICS as readonly string[]).includes(category);

/**
 * What a member reads for a category. The value goes to the server as is; a general topic shows
 * its translated label, a martial art its name in the app's language.
 */
export function categoryLabel(t: TFunction<"posts">, category: PostCategory): string {
  return isGeneralTopic(category) ? t(`topics.${category}`) : martialArtName(category);
}

/** antd Select options, grouped and labelled in the current language; `decorate` adds to a label (a count, for instance). */
export function groupedCategoryOptions(
  t: TFunction<"posts">,
  decorate: (label: string, category: PostCategory) => string = (label) => label,
) {
  return CATEGORY_GROUPS.map((group) => {
    const heading = t(`filter.groups.${group.key}`);
    return {
      label: heading,
      title: heading,
      options: group.categories.map((category) => {
        const label = categoryLabel(t, category);
        return { value: category, label: decorate(label, category), title: label };
      }),
    };
  });
}
