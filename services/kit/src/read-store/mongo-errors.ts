import {
  MongoClientClosedError,
  MongoError,
  MongoErrorLabel,
  MongoInvalidArgumentError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoStalePrimaryError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
} from "mongodb";
import { isPlainObject } from "./paths.ts";
import { DocumentTooLarge, DuplicateKeyError, ReadStoreUnavailable } from "./port.ts";

// What a driver error means to the port's callers: a duplicate key and an oversized document are
// refusals of this write; a transient failure (ReadStoreUnavailable) means the same call may well
// succeed in a moment, so a projection stops and resumes instead of counting it as its handler's
// bug; anything else is passed on as it came.

const DUPLICATE_KEY = 11000;

// MongoDB's refusals of a document over 16 MiB: BSONObjectTooLarge (an update's result, a command
// too large to parse), and the codes older servers give an update's result (17419) and an
// upserted document (17420, 7655103). An insert's is BadValue (2), told apart by its message.
const TOO_LARGE_CODES = new Set([10334, 17419, 17420, 7655103]);
const BAD_VALUE = 2;
const TOO_LARGE_MESSAGE = /object to insert too large|is larger than|BSONObj size/i;
const SIZE_IN_MESSAGE = /(?:size in bytes: |BSONObj size: )(\d+)/;

// Server codes that say "not now": the retryable-reads/writes specifications' list (a host
// unreachable or stepping down, a primary lost, shutting down, an interrupted operation), a time
// limit hit, a write concern not satisfied yet, read concern majority not available yet, no
// member matching the read preference.
const TRANSIENT_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  50, // MaxTimeMSExpired
  64, // WriteConcernTimeout (WriteConcernFailed before 8.1)
  89, // NetworkTimeout
  91, // ShutdownInProgress
  133, // FailedToSatisfyReadPreference
  134, // ReadConcernMajorityNotAvailableYet
  189, // PrimarySteppedDown
  262, // ExceededTimeLimit
  9001, // SocketException
  10058, // LegacyNotPrimary
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

// Labels the server or the driver puts on an error worth retrying.
const TRANSIENT_LABELS = [
  MongoErrorLabel.RetryableWriteError,
  MongoErrorLabel.RetryableError,
  MongoErrorLabel.SystemOverloadedError,
  MongoErrorLabel.TransientTransactionError,
  MongoErrorLabel.PoolRequestedRetry,
];

// Errors from servers that answer without a code.
const TRANSIENT_MESSAGE = /not master|not primary|node is recovering/i;

// Driver errors from its connection pool that are not exported as classes.
const TRANSIENT_DRIVER_ERRORS = new Set(["MongoPoolClosedError", "MongoWaitQueueTimeoutError"]);

/** The port's error for what the driver threw about `collection` (or the store as a whole). */
export function toPortError(error: unknown, collection: string): unknown {
  if (error instanceof MongoServerError && error.code === DUPLICATE_KEY) {
    const keyValue: unknown = error.keyValue;
    return new DuplicateKeyError(collection, isPlainObject(keyValue) ? keyValue : {});
  }
  if (isTooLarge(error)) return new DocumentTooLarge(collection, sizeIn((error as Error).message));
  if (isTransient(error)) {
    const reason = error instanceof Error ? error.message : String(error);
    return new ReadStoreUnavailable(`read store unavailable (${collection}): ${reason}`, { cause: error });
  }
  return error;
}

function isTooLarge(error: unknown): boolean {
  if (error instanceof MongoServerError) {
    if (typeof error.code === "number" && TOO_LARGE_CODES.has(error.code)) return true;
    return error.code === BAD_VALUE && TOO_LARGE_MESSAGE.test(error.message);
  }
  // The driver's own check, on the writes that go through a bulk operation.
  return error instanceof MongoInvalidArgumentError && /document is larger than the maximum size/i.test(error.message);
}

function sizeIn(message: string): number | null {
  const found = SIZE_IN_MESSAGE.exec(message);
  return found ? Number(found[1]) : null;
}

/** Whether the same call may well succeed in a moment. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof MongoError)) return false;
  if (
    // No connection, none to be had in time, or it broke (a pool cleared after a network error too).
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoOperationTimeoutError ||
    error instanceof MongoStalePrimaryError ||
    // A write the server applied but could not confirm at the write concern asked for (majority):
    // writing it again is harmless to an idempotent caller.
    error instanceof MongoWriteConcernError ||
    // The client is closing: the service is stopping, and the write is for the next instance to do.
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoClientClosedError ||
    error instanceof MongoServerClosedError ||
    TRANSIENT_DRIVER_ERRORS.has(error.name)
  ) {
    return true;
  }
  if (TRANSIENT_LABELS.some((label) => error.hasErrorLabel(label))) return true;
  if (error instanceof MongoServerError && isPlainObject(error.writeConcernError)) return true;
  if (typeof error.code === "number") return TRANSIENT_CODES.has(error.code);
  // A server that answers without a code says it in words; with a code, the code decides.
  return error instanceof MongoServerError && TRANSIENT_MESSAGE.test(error.message);
}
