import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  bell: {
    name: "Notificações",
    nameUnread_one: "Notificações, {{badge}} não lida",
    nameUnread_other: "Notificações, {{badge}} não lidas",
    nameUnread_many: "Notificações, {{badge}} não lidas",
    nameUnread_zero: "Notificações, {{badge}} não lidas",
  },
  panel: {
    title: "Notificações",
    markAllRead: "Marcar todas como lidas",
    close: "Fechar notificações",
    empty: "Nenhuma notificação ainda",
  },
  unread: "Não lida:",
  types: {
    connection_request: "Pedido de conexão",
    connection_accepted: "Conexão aceita",
    new_message: "Nova mensagem",
    event_reminder: "Lembrete de evento",
    event_invite: "Convite para evento",
    dojo_invite: "Convite para dojo",
    generic: "Notificação",
  },
  titles: {
    connectionRequest: "Novo pedido de conexão",
    connectionAccepted: "Conexão aceita",
    match: "Deu match!",
    newMessages_one: "Nova mensagem de {{name}}",
    newMessages_other: "{{count}} novas mensagens de {{name}}",
    newMessages_many: "{{count}} novas mensagens de {{name}}",
    newMessages_zero: "{{count}} novas mensagens de {{name}}",
    dojoInvite: "Convite para dojo",
  },
  messages: {
    connectionRequest: "{{name}} quer treinar com você",
    connectionAccepted: "{{name}} aceitou seu pedido",
    match: "Você e {{name}} querem treinar juntos",
    dojoInvite: "{{name}} convidou você para o dojo {{dojo}}",
  },
  invitation: {
    accept: "Aceitar",
    decline: "Recusar",
    acceptNamed: "Aceitar o convite para {{dojo}}",
    declineNamed: "Recusar o convite para {{dojo}}",
    accepted: "Aceito",
    declined: "Recusado",
    expired: "Expirado",
    joined: "Você entrou no dojo!",
    acceptFailed: "Não foi possível aceitar o convite",
    declineFailed: "Não foi possível recusar o convite",
    tryAgain: "Tente novamente.",
  },
};
