import type { DojoProfileBody } from "@kumite/contracts/dojo/commands";
import type { FormInstance } from "antd";
import { useToast } from "@/shared/toast/use-toast.ts";
import { useDojosText } from "../i18n/catalog.ts";
import { firstMissing, trimmedProfile, type DojoProfileDraft } from "../utils/dojo-profile-check.ts";

/**
 * SPEC §5's check of a dojo's profile before it is sent: the first missing field's title and
 * detail as a toast, and the focus on that field; the trimmed profile when nothing is missing.
 */
export function useDojoProfileCheck(form: FormInstance<Partial<DojoProfileDraft>>) {
  const { t } = useDojosText();
  const toast = useToast();
  return (): DojoProfileBody | null => {
    const values = form.getFieldsValue(true);
    const draft: DojoProfileDraft = {
      name: values.name ?? "",
      description: values.description ?? "",
      location: values.location ?? "",
      martialArts: values.martialArts ?? [],
    };
    const missing = firstMissing(draft);
    if (!missing) return trimmedProfile(draft);
    toast.error(t(`profile.missing.${missing}.title`), t(`profile.missing.${missing}.detail`));
    form.focusField(missing);
    return null;
  };
}
