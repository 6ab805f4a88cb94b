import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  justNow: "Agora mesmo",
  hiddenMember: "Um membro",
  starting: "O Kumite está iniciando. Sua tela aparece em instantes.",
  busy: "O Kumite precisa de um instante. Sua tela aparece em seguida.",
  martialArts: "Artes marciais",
  moreCount_one: "+{{count}} outra",
  moreCount_other: "+{{count}} outras",
  moreCount_many: "+{{count}} outras",
  moreCount_zero: "+{{count}} outras",
  tryAgainLater: "Verifique sua conexão e tente de novo.",
  /** The dojo roles, keyed by the value the server stores (SPEC §3). */
  invite: {
    button: "Convidar",
    buttonLabel: "Convidar {{name}}",
    loadFailed: "Não foi possível carregar quem você pode convidar.",
  },
  dojoRoles: {
    new_blood: "Novato",
    warrior: "Guerreiro",
    elder: "Veterano",
    leader: "Líder",
  },
  arts: {
    Karate: "Caratê",
    "Muay Thai": "Muay Thai",
    Boxing: "Boxe",
    Taekwondo: "Taekwondo",
    "Kung Fu": "Kung Fu",
    Kickboxing: "Kickboxing",
    "Brazilian Jiu-Jitsu": "Jiu-Jitsu Brasileiro",
    Judo: "Judô",
    Wrestling: "Luta Olímpica",
    Sambo: "Sambo",
    "Mixed Martial Arts": "Artes Marciais Mistas",
    "Combat Sports": "Esportes de Combate",
  },
};
