// The auth namespace's English source: the sign-in / sign-up form and the loading screen, SPEC's exact wording.
export const en = {
  loading: "Loading {{product}}...",
  tagline: "The social network for martial artists and dojos",
  title: {
    signIn: "Sign In",
    signUp: "Create Account",
  },
  switchTo: {
    signUp: "Don't have an account? Create one",
    signIn: "Already have an account? Sign in",
  },
  optionalDetails: "Optional profile details",
  fields: {
    email: "Email",
    emailRequired: "Email is required",
    emailPlaceholder: "you@example.com",
    password: "Password",
    passwordRequired: "Password is required",
    username: "Username",
    usernameRequired: "Username is required",
  },
  toast: {
    welcomeBack: "Welcome back!",
    accountCreated: "Account created!",
    error: "Error",
    errorFallback: "An error occurred",
  },
  language: "Language",
  suspended: {
    title: "Account suspended",
    fallback: "Your account is suspended pending review. You can send one appeal below.",
    appeal: "Your appeal",
    appealHint: "Say why you think the suspension is a mistake. You can send one appeal; a moderator reads it.",
    send: "Send appeal",
    sent: "Appeal sent",
    sentFallback: "Your appeal has been sent. We will review it.",
    textRequired: "Please write your appeal",
    failed: "Failed to send appeal",
    failedDetail: "Please try again.",
    back: "Back to sign in",
  },
};
