import type { Logger } from "pino";

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT, and ignores every signal after it. A stop
 * signal often arrives more than once: a signal to a process group reaches each process, and the
 * supervisor in that group (`npm start`, npm itself) passes it on as well. Left to Node, a second
 * one kills the process mid-shutdown, before it saves its read models' snapshot; so a repeated
 * signal waits for the shutdown already under way, and stopping at once takes SIGKILL.
 */
export function onStopSignal(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.info({ signal }, "already shutting down");
      return;
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    void shutdown();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
