// A service stopped while clients are writing to it, for restart tests. Each lane is one client
// sending its writes one after another; every lane runs at once, so until the last write is
// answered some write is always being served. The stop begins as soon as `stopAfter` writes are
// acknowledged, and the lanes go on sending meanwhile, as clients would. What a test learns:
// which writes the stopping instance acknowledged, which it was serving when the stop began, and
// which it never acknowledged (an error, or no answer at all): the ones a client has to retry.

export type StopAmidWrites<Write> = {
  /** Answered 2xx by the stopping instance: each must be stored, and only once. */
  acknowledged: Write[];
  /** Sent before the stop began and answered (anyhow) after: the stop landed while they were served. */
  inFlightAtStop: Write[];
  /** Answered otherwise or not at all (`send` gives 0). */
  unacknowledged: Write[];
};

const isAcknowledged = (status: number) => status >= 200 && status < 300;

export async function stopAmidWrites<Write>(options: {
  lanes: readonly (readonly Write[])[];
  /** Sends one write; resolves to the status of its answer, or 0 when the call got none. */
  send: (write: Write) => Promise<number>;
  stopAfter: number;
  stop: () => Promise<void>;
}): Promise<StopAmidWrites<Write>> {
  const outcome: StopAmidWrites<Write> = { acknowledged: [], inFlightAtStop: [], unacknowledged: [] };
  let stopped: Promise<void> | null = null;
  // Begun in the same turn as the acknowledgement that calls for it: no lane sends in between.
  const beginStop = () => (stopped ??= options.stop());
  const lanes = options.lanes.map(async (lane) => {
    for (const write of lane) {
      const sentBeforeStop = stopped === null;
      const status = await options.send(write);
      if (sentBeforeStop && stopped !== null) outcome.inFlightAtStop.push(write);
      if (!isAcknowledged(status)) outcome.unacknowledged.push(write);
      else if (outcome.acknowledged.push(write) >= options.stopAfter) beginStop();
    }
  });
  await Promise.all(lanes);
  await beginStop();
  return outcome;
}
