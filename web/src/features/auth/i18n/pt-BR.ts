import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  loading: "Carregando {{product}}...",
  tagline: "A rede social para artistas marciais e dojos",
  title: {
    signIn: "Entrar",
    signUp: "Criar conta",
  },
  switchTo: {
    signUp: "Não tem uma conta? Crie uma",
    signIn: "Já tem uma conta? Entre",
  },
  optionalDetails: "Detalhes opcionais do perfil",
  fields: {
    email: "E-mail",
    emailRequired: "O e-mail é obrigatório",
    emailPlaceholder: "voce@exemplo.com",
    password: "Senha",
    passwordRequired: "A senha é obrigatória",
    username: "Nome de usuário",
    usernameRequired: "O nome de usuário é obrigatório",
  },
  toast: {
    welcomeBack: "Bem-vindo de volta!",
    accountCreated: "Conta criada!",
    error: "Erro",
    errorFallback: "Ocorreu um erro",
  },
  language: "Idioma",
  suspended: {
    title: "Conta suspensa",
    fallback: "Sua conta está suspensa aguardando revisão. Você pode enviar um recurso abaixo.",
    appeal: "Seu recurso",
    appealHint:
      "Diga por que você acha que a suspensão é um engano. Você pode enviar um recurso; um moderador vai lê-lo.",
    send: "Enviar recurso",
    sent: "Recurso enviado",
    sentFallback: "Seu recurso foi enviado. Vamos analisá-lo.",
    textRequired: "Escreva seu recurso",
    failed: "Não foi possível enviar o recurso",
    failedDetail: "Tente novamente.",
    back: "Voltar para entrar",
  },
};
