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
};
