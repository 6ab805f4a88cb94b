import type { FormInstance } from "antd";
import { useToast } from "@/shared/toast/use-toast.ts";

/** What a create dialog says: its success toast, and its failure toast's title and detail. */
export interface CreateDialogWords {
  created: string;
  failed: string;
  detail: (error: unknown) => string;
}

/**
 * A create dialog's send (SPEC §2, §8): on success it says so, empties the form and closes; on
 * failure it says why and keeps the draft for another try. Resolves whether it was sent.
 */
export function useCreateDialogSend(form: FormInstance, onClose: () => void) {
  const toast = useToast();
  return async (send: () => Promise<unknown>, words: CreateDialogWords): Promise<boolean> => {
    try {
      await send();
    } catch (error) {
      toast.error(words.failed, words.detail(error));
      return false;
    }
    toast.success(words.created);
    form.resetFields();
    onClose();
    return true;
  };
}
