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
  keepTyping: "Digite pelo menos {{min}} caracteres para buscar",
  tooManyWords: "Busque com no máximo {{max}} palavras",
  keysHint: "Use as setas para cima e para baixo para percorrer os resultados e Enter para abrir um deles.",
  searching: "Buscando",
  announce_one: "{{count}} resultado",
  announce_other: "{{count}} resultados",
  announce_many: "{{count}} de resultados",
  announce_zero: "{{count}} resultados",
  users: "Usuários ({{found}})",
  dojos: "Dojos ({{found}})",
  gyms: "Academias ({{found}})",
  events: "Eventos ({{found}})",
  empty: {
    users: "Nenhum usuário encontrado",
    dojos: "Nenhum dojo encontrado",
    gyms: "Nenhuma academia encontrada",
    events: "Nenhum evento encontrado",
  },
  noResults: "Nenhum resultado para “{{query}}”",
  tryDifferent: "Tente outras palavras-chave ou navegue pelas categorias",
};
