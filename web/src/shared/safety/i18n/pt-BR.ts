import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  trigger: {
    label: "Denunciar ou bloquear {{name}}",
    text: "Denunciar ou bloquear",
  },
  dialog: {
    title: "Denunciar ou bloquear {{name}}",
    mode: "O que você quer fazer?",
    report: "Denunciar",
    block: "Bloquear",
    cancel: "Cancelar",
  },
  report: {
    intro:
      "Conte o que está errado. Um moderador analisa cada denúncia; {{name}} não fica sabendo quem fez a denúncia.",
    reason: "Motivo",
    details: "Detalhes (opcional)",
    detailsPlaceholder: "O que aconteceu? Acrescente o que ajudar um moderador a entender.",
    submit: "Enviar denúncia",
    reasonRequired: "Selecione um motivo",
    reasonRequiredDetail: "Você precisa selecionar um motivo para denunciar este usuário.",
    submitted: "Denúncia enviada",
    submittedDetail: "Obrigado. Um moderador vai analisá-la.",
    failed: "Não foi possível enviar a denúncia",
  },
  reasons: {
    harassment: "Assédio",
    inappropriate_content: "Conteúdo impróprio",
    spam: "Spam",
    fake_profile: "Perfil falso",
    other: "Outro",
  },
  block: {
    intro: "Até você desbloquear {{name}}:",
    effects: {
      content: "Vocês não verão as publicações nem os comentários um do outro.",
      messages: "Nenhum de vocês poderá enviar mensagens ao outro, e a conversa sai das duas listas.",
      connection: "Vocês deixam de estar conectados, e nenhum dos dois poderá convidar o outro.",
      unblock: "Você pode desbloquear a qualquer momento em Opções → Usuários bloqueados.",
    },
    submit: "Bloquear usuário",
    blocked: "Usuário bloqueado",
    failed: "Não foi possível bloquear o usuário",
    failedDetail: "Tente novamente.",
  },
};
