// The help namespace's English source: the whole static help page (SPEC §1, §2 "Help").
export const en = {
  title: "Welcome to {{product}}",
  intro:
    "{{product}} brings martial artists, dojos and training partners together. Here is how to get the most out of it.",
  topics: {
    posts: {
      title: "Community Posts",
      body:
        "Share training tips, questions and stories with the community. Every post belongs to a category: " +
        "a martial art such as Karate, Judo or Muay Thai, or a general topic such as Training Tips. " +
        "Browse posts by martial art with the category filter, add photos or videos, and join the conversation with comments.",
    },
    search: {
      title: "Search",
      body:
        "Use the search button in the header to find users, dojos and martial arts communities. " +
        "Type a name, a martial art or a place and the best matches appear as you type.",
    },
    dojos: {
      title: "Dojos",
      body:
        "Dojos are communities that reach across gyms, like guilds. Join one to train with its members, " +
        "chat in the dojo chat and take part in its events. Members rise through the roles {{roles}}; " +
        "the owner manages the dojo.",
    },
    events: {
      title: "Events",
      body:
        "Dojos organise training events. Open Events to see what is coming up, join an event while places are left " +
        "and leave it if your plans change. Elders and Leaders can create events for their dojo.",
    },
    partners: {
      title: "Training Partners",
      body:
        "Matching shows martial artists who fit your filters: martial arts, skill level, age range and distance. " +
        "Swipe right or press like to send a connection request, swipe left to pass.",
    },
    notifications: {
      title: "Notifications",
      body:
        "The bell in the header shows how many notifications you have not read yet: connection requests, " +
        "accepted connections, new messages, event reminders and invitations. Open it to read them or mark them all as read.",
    },
  },
  gettingStarted: {
    title: "Getting Started",
    steps: {
      profile: {
        title: "Complete your profile",
        body: "Add your martial arts, experience, location and a short bio so partners and dojos can find you.",
      },
      community: {
        title: "Find your community",
        body: "Search for practitioners and dojos, join a dojo, or swipe through training partners near you.",
      },
      training: {
        title: "Start training together",
        body: "Post in the feed, message your connections and sign up for events. Welcome to {{product}}!",
      },
    },
  },
  moreHelp: {
    title: "Need More Help?",
    /** <strong> wraps the category's name. */
    text: "Ask the community! Create a post in the <strong>{{category}}</strong> category with your question and fellow members will help you out.",
  },
  /** Post categories by their contracts value: the one the page names. */
  categories: {
    "General Discussion": "General Discussion",
  },
};
