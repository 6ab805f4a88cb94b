import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  requestSent: "Pedido de conexão enviado!",
  alreadyConnected: "Já conectados",
  alreadyConnectedDetail: "Você já enviou um pedido para este usuário.",
  connectionError: "Erro de conexão",
};
