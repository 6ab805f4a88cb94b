import { registerCatalog } from "@/shared/i18n/register-catalog.ts";
import { en } from "./en.ts";
import { ptBR } from "./pt-BR.ts";

export const useSafetyText = registerCatalog("safety", { en, "pt-BR": ptBR });
