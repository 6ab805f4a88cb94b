import { Agent, type Dispatcher } from "undici";

// The connections forwarded calls go out on, kept alive per instance. A failed call is told apart
// by whether it was handed to a connection: undici starts a call (onRequestStart) right before its
// first byte is written, so a call that failed before that never reached the instance and may be
// sent to another whatever it does; one that failed after may have been acted on.

/** Failures of calls that were handed to a connection before they failed. */
const afterStart = new WeakSet<Error>();

const marksStartedCalls: Dispatcher.DispatcherComposeInterceptor = (dispatch) => (options, handler) => {
  let started = false;
  return dispatch(options, {
    onRequestStart: (controller, context) => {
      started = true;
      handler.onRequestStart?.(controller, context);
    },
    onRequestUpgrade: (controller, statusCode, headers, socket) =>
      handler.onRequestUpgrade?.(controller, statusCode, headers, socket),
    onResponseStart: (controller, statusCode, headers, statusMessage) =>
      handler.onResponseStart?.(controller, statusCode, headers, statusMessage),
    onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
    onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
    onResponseError: (controller, error) => {
      if (started) afterStart.add(error);
      handler.onResponseError?.(controller, error);
    },
  });
};

export function upstreamDispatcher(connectionsPerInstance: number): Dispatcher {
  return new Agent({ connections: connectionsPerInstance, pipelining: 1 }).compose(marksStartedCalls);
}

/** Whether the failed call may have reached the instance (reply-from wraps undici's error as its cause). */
export function mayHaveReached(error: Error): boolean {
  return afterStart.has(error) || (error.cause instanceof Error && afterStart.has(error.cause));
}
