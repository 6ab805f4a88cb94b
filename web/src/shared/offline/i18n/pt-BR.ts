import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  updateReady: "Uma nova versão do Kumite está pronta",
  reload: "Recarregar",
  offline: "Você está offline: mostrando o que foi salvo",
  savedAt: "Salvo em {{time}}",
};
