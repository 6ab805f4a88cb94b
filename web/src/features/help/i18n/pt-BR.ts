import type { Translation } from "@/shared/i18n/catalog.ts";
import type { en } from "./en.ts";

export const ptBR: Translation<typeof en> = {
  title: "Bem-vindo ao {{product}}",
  intro: "O {{product}} reúne artistas marciais, dojos e parceiros de treino. Veja como aproveitar ao máximo.",
  topics: {
    posts: {
      title: "Publicações da comunidade",
      body:
        "Compartilhe dicas de treino, dúvidas e histórias com a comunidade. Toda publicação pertence a uma categoria: " +
        "uma arte marcial, como Karate, Judo ou Muay Thai, ou um tema geral, como Dicas de treino. " +
        "Navegue pelas publicações por arte marcial com o filtro de categorias, adicione fotos ou vídeos e participe da conversa com comentários.",
    },
    search: {
      title: "Busca",
      body:
        "Use o botão de busca no cabeçalho para encontrar usuários, dojos e comunidades de artes marciais. " +
        "Digite um nome, uma arte marcial ou um lugar e os melhores resultados aparecem enquanto você digita.",
    },
    dojos: {
      title: "Dojos",
      body:
        "Dojos são comunidades que vão além de uma academia, como guildas. Entre em um para treinar com os membros, " +
        "conversar no chat do dojo e participar dos eventos. Os membros sobem pelos cargos {{roles}}; " +
        "o dono administra o dojo.",
    },
    events: {
      title: "Eventos",
      body:
        "Os dojos organizam eventos de treino. Abra Eventos para ver o que vem por aí, participe de um evento enquanto houver vagas " +
        "e saia dele se seus planos mudarem. Anciões e Líderes podem criar eventos para o dojo.",
    },
    partners: {
      title: "Parceiros de treino",
      body:
        "A busca de parceiros mostra artistas marciais que se encaixam nos seus filtros: artes marciais, nível, faixa etária e distância. " +
        "Deslize para a direita ou toque em curtir para enviar um pedido de conexão; deslize para a esquerda para pular.",
    },
    notifications: {
      title: "Notificações",
      body:
        "O sino no cabeçalho mostra quantas notificações você ainda não leu: pedidos de conexão, " +
        "conexões aceitas, novas mensagens, lembretes de eventos e convites. Abra-o para lê-las ou marcar todas como lidas.",
    },
  },
  gettingStarted: {
    title: "Primeiros passos",
    steps: {
      profile: {
        title: "Complete seu perfil",
        body: "Adicione suas artes marciais, experiência, localização e uma breve bio para que parceiros e dojos encontrem você.",
      },
      community: {
        title: "Encontre sua comunidade",
        body: "Procure praticantes e dojos, entre em um dojo ou deslize pelos parceiros de treino perto de você.",
      },
      training: {
        title: "Comece a treinar junto",
        body: "Publique no feed, mande mensagens para suas conexões e inscreva-se em eventos. Bem-vindo ao {{product}}!",
      },
    },
  },
  moreHelp: {
    title: "Precisa de mais ajuda?",
    text: "Pergunte à comunidade! Crie uma publicação na categoria <strong>{{category}}</strong> com sua dúvida e os outros membros vão ajudar você.",
  },
  categories: {
    "General Discussion": "Discussão geral",
  },
};
