import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  page: {
    title: "Chat em grupo",
  },
  shortcut: "Chat",
  dialog: {
    title: "Chats em grupo",
    tabs: {
      myChats: "Meus chats",
      create: "Criar",
    },
  },
  list: {
    label: "Meus chats em grupo",
    loadError: "Não foi possível carregar seus chats em grupo",
    tryLater: "Tente novamente mais tarde.",
    empty: "Nenhum chat em grupo ainda",
    create: "Criar um chat em grupo",
  },
  types: {
    match_group: "Grupo de parceiros",
    dojo_group: "Grupo do dojo",
    gym_group: "Grupo da academia",
  },
  members_one: "{{count}} membro",
  members_other: "{{count}} membros",
  members_many: "{{count}} membros",
  members_zero: "{{count}} membros",
  membersWithNames: "{{members}}: {{names}}",
  create: {
    label: "Criar chat em grupo",
    name: "Nome",
    nameRequired: "Informe um nome para o chat em grupo.",
    namePlaceholder: "ex.: Treino livre de sábado",
    description: "Descrição (opcional)",
    descriptionPlaceholder: "Sobre o que é este grupo?",
    type: "Tipo",
    dojo: "Dojo",
    needsDojo: "Você precisa fazer parte de um dojo",
    needsDojoHint:
      "Um grupo do dojo pertence a um dojo do qual você é dono ou membro. Entre em um dojo ou crie um primeiro.",
    submit: "Criar chat em grupo",
    created: "Chat em grupo criado!",
    failed: "Não foi possível criar o chat em grupo.",
  },
  thread: {
    back: "Voltar para Meus chats",
    label: "Mensagens em {{group}}",
    loadError: "Não foi possível carregar as mensagens",
    empty: "Nenhuma mensagem ainda. Diga oi!",
    you: "Você",
    newMessage: "Nova mensagem de {{name}}: {{content}}",
    fromBlocked: "Mensagem de um membro que você bloqueou",
    showBlocked: "Mostrar mensagem",
    hideBlocked: "Ocultar mensagem",
  },
  composer: {
    label: "Mensagem",
    placeholder: "Digite sua mensagem...",
    send: "Enviar",
    sendFailed: "Não foi possível enviar a mensagem.",
  },
  addMember: {
    label: "Adicionar membro",
    placeholder: "Adicionar uma conexão",
    noneToAdd: "Nenhuma conexão para adicionar",
    add: "Adicionar",
    added: "Membro adicionado!",
    failed: "Não foi possível adicionar o membro.",
  },
};
