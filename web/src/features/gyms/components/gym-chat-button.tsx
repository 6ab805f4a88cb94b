import type { GymView } from "@kumite/contracts/gym/views";

/** The gym's chat on its card: waits for messaging's gym_group. */
export function GymChatButton(_props: { gym: GymView }) {
  return null;
}
