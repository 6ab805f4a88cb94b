import { registerCatalog } from "@/shared/i18n/register-catalog.ts";
import { en } from "./en.ts";
import { ptBR } from "./pt-BR.ts";

export const useOfflineText = registerCatalog("offline", { en, "pt-BR": ptBR });
