import { registerCatalog } from "@/shared/i18n/register-catalog.ts";
import { en } from "./en.ts";
import { ptBR } from "./pt-BR.ts";

// Imported for its registration only, and only for a language other than English
// (error-message.ts reads it through i18n): English readers see the server's own message and never
// download these.
registerCatalog("errors", { en, "pt-BR": ptBR });
