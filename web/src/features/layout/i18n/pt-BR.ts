import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  nav: {
    home: "Início",
    matching: "Parceiros",
    messages: "Mensagens",
    dojos: "Dojos",
    events: "Eventos",
    gyms: "Academias",
    options: "Opções",
    help: "Ajuda",
  },
  mainNavigation: "Principal",
  mobileNavigation: "Navegação (celular)",
  homeLink: "Início do {{product}}",
  menuTitle: "Menu do {{product}}",
  openMenu: "Abrir menu",
  logout: "Sair",
  profileLink: "{{initials}}, seu perfil",
  myDojo: {
    text: "{{dojo}} · {{title}}",
    name: "{{text}}, seu dojo",
    owner: "Dono",
  },
};
