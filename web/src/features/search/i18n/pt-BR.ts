import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  openSearch: "Buscar",
  title: "Buscar no {{product}}",
  placeholder: "Busque usuários, dojos ou artes marciais...",
  queryLabel: "Termo de busca",
  start: {
    title: "Comece a digitar para buscar",
    detail: "Encontre usuários, dojos e comunidades de artes marciais",
    quickAccess: "Acesso rápido",
    help: "Ajuda e guia",
    learn: "Aprenda a usar o {{product}}",
  },
  searching: "Buscando",
  users: "Usuários ({{found}})",
  dojos: "Dojos ({{found}})",
  noResults: "Nenhum resultado para “{{query}}”",
  tryDifferent: "Tente outras palavras-chave ou navegue pelas categorias",
};
