import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  updateReady: "Uma nova versão do Kumite está pronta",
  reload: "Recarregar",
  offline: "Você está offline: mostrando o que foi salvo",
  savedAt: "Salvo em {{time}}",
  outbox: {
    waiting: "Aguardando envio",
    sending: "Enviando…",
    cancel: "Cancelar",
    cancelLabel: "Cancelar o envio: {{text}}",
    cancelled: "Não enviado: cancelado",
    alreadySent: "Já foi enviado",
    count_one: "{{count}} aguardando envio",
    count_other: "{{count}} aguardando envio",
    count_many: "{{count}} aguardando envio",
    count_zero: "{{count}} aguardando envio",
    show: "Mostrar",
    hide: "Ocultar",
    sendNow: "Enviar agora",
    refused: "Não enviado: {{text}}",
    expired: "Não enviado após esperar um dia: {{text}}",
    kinds: {
      message: "Mensagem",
      groupMessage: "Mensagem no grupo",
      comment: "Comentário",
      like: "Curtida",
      eventJoin: "Participar do evento",
      eventLeave: "Sair do evento",
    },
  },
};
