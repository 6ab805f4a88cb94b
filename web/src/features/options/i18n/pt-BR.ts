import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  title: "Opções da conta",
  tabs: {
    friends: "Amigos",
    blocked: "Usuários bloqueados",
    account: "Conta",
  },
  blocked: {
    pending: "Os usuários bloqueados vão aparecer aqui.",
  },
  account: {
    language: "Idioma",
    languageHint: "Sua escolha fica salva neste navegador.",
    deletionPending: "A exclusão da conta ainda não está disponível.",
  },
  friends: {
    loadFailed: "Não foi possível carregar seus amigos",
    requests: "Pedidos de amizade",
    friends: "Amigos",
    noFriends: "Nenhum amigo ainda",
    sent: "Pedidos enviados",
    pending: "Pendente",
    locationNotSet: "Localização não informada",
    findPartners: "Encontrar parceiros de treino",
    error: "Erro",
    remove: "Remover amigo",
    removeNamed: "Remover amigo {{name}}",
    removed: "Amigo removido",
    removeFailed: "Não foi possível remover o amigo. Tente novamente.",
    withdraw: "Cancelar pedido",
    withdrawNamed: "Cancelar pedido para {{name}}",
    withdrawn: "Pedido cancelado",
    withdrawFailed: "Não foi possível cancelar o pedido. Tente novamente.",
    accept: "Aceitar",
    acceptNamed: "Aceitar pedido de {{name}}",
    accepted: "Pedido de amizade aceito",
    acceptedDetail: "Você e {{name}} agora são amigos.",
    acceptFailed: "Não foi possível aceitar o pedido. Tente novamente.",
    decline: "Recusar",
    declineNamed: "Recusar pedido de {{name}}",
    declined: "Pedido recusado",
    declineFailed: "Não foi possível recusar o pedido. Tente novamente.",
  },
};
