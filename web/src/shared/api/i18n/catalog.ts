import { registerCatalog } from "@/shared/i18n/register-catalog.ts";
import { en } from "./en.ts";
import { ptBR } from "./pt-BR.ts";

// Loaded only for a language other than English (error-message.ts): English readers see the
// server's own English message and never download these.
export const useErrorsText = registerCatalog("errors", { en, "pt-BR": ptBR });
