/** The tabs of /options, in order; `?tab=` opens one (the bell's "Your data is ready" opens Account). */
export const OPTIONS_TABS = ["friends", "blocked", "account"] as const;
export type OptionsTab = (typeof OPTIONS_TABS)[number];

export const isOptionsTab = (value: unknown): value is OptionsTab =>
  typeof value === "string" && (OPTIONS_TABS as readonly string[]).includes(value);
