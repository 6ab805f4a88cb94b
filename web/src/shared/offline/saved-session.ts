// Whether this page started without a network and let the last signed-in member in to what was
// saved for them (get-session.ts): then the saved cache is restored before any screen asks for
// data, and the server is asked for the session again once the network is back.

let startedOffline = false;

export const savedSession = {
  startOffline(): void {
    startedOffline = true;
  },
  startedOffline: (): boolean => startedOffline,
  /** The network came back and the server answered for the session. */
  confirmed(): void {
    startedOffline = false;
  },
};
