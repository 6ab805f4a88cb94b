import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  title: "Dojos de artes marciais",
  featured: {
    title: "Dojos em destaque",
    viewAll: "Ver todos",
    empty: "Nenhum dojo ainda",
    create: "Criar um dojo",
    members_one: "{{count}} membro",
    members_other: "{{count}} membros",
    members_many: "{{count}} membros",
    members_zero: "{{count}} membros",
  },
};
