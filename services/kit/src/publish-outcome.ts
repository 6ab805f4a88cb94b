import { JetStreamApiError } from "@nats-io/jetstream";
import { ClosedConnectionError, DrainingConnectionError } from "@nats-io/transport-node";

/**
 * Whether a failed publish certainly left nothing in the log: the server answered no (an API
 * error, or nobody listens on the subject), or the client refused to send on a closed connection.
 * Anything else (above all a timeout waiting for the ack) may have come after the server stored it.
 */
export function certainlyNotStored(error: unknown): boolean {
  if (error instanceof JetStreamApiError) return true;
  if (error instanceof ClosedConnectionError || error instanceof DrainingConnectionError) return true;
  return error instanceof Error && error.name === "JetStreamNotEnabled";
}
