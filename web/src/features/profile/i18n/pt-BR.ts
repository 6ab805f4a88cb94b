import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  loadFailed: "Não foi possível carregar este perfil",
  notFound: {
    title: "Usuário não encontrado",
    detail: "O perfil que você procura não existe.",
  },
  posts: {
    heading: "Publicações",
    emptyOwn: "Você ainda não publicou nada",
    emptyOther: "Nenhuma publicação ainda",
  },
  stats: {
    posts_one: "Publicação",
    posts_other: "Publicações",
    posts_many: "Publicações",
    posts_zero: "Publicações",
    connections_one: "Conexão",
    connections_other: "Conexões",
    connections_many: "Conexões",
    connections_zero: "Conexões",
    connectionsUnknown: "Conexões",
  },
  training: {
    label: "Detalhes de treino",
    rank: "Graduação",
    weight: "Peso",
    weightValue: "{{weight}} kg",
    giPreference: "Preferência de kimono",
    intensity: "Intensidade",
  },
  connect: {
    connect: "Conectar",
    pending: "Pendente",
    connected: "Conectado",
    matched: "Deu match!",
    matchedDetail: "Você e {{name}} agora estão conectados.",
  },
  edit: {
    open: "Editar perfil",
    title: "Editar perfil",
    cancel: "Cancelar",
    save: "Salvar",
    saved: "Perfil atualizado!",
    error: "Erro",
    failed: "Não foi possível atualizar o perfil. Tente novamente.",
  },
};
