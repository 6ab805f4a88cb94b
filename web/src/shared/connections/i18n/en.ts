// The connections namespace's English source: SPEC §8's toasts for a like or a Connect.
export const en = {
  requestSent: "Connection request sent!",
  alreadyConnected: "Already Connected",
  alreadyConnectedDetail: "You've already sent a request to this user.",
  connectionError: "Connection Error",
};
