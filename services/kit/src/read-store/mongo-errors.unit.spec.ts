import {
  MongoClientClosedError,
  MongoInvalidArgumentError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoParseError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
  type TopologyDescription,
} from "mongodb";
import { describe, expect, it } from "vitest";
import { toPortError } from "./mongo-errors.ts";
import { DocumentTooLarge, DuplicateKeyError, ReadStoreUnavailable } from "./port.ts";

// The driver's own error classes, built as the driver builds them from a server's reply.
const server = (reply: Record<string, unknown>) => new MongoServerError({ ok: 0, ...reply });
const noTopology = { error: undefined } as unknown as TopologyDescription;

describe("driver errors as the port's errors", () => {
  it.each([
    ["a dropped connection", new MongoNetworkError("connection 3 to 10.0.0.5:27017 closed")],
    ["a socket timeout", new MongoNetworkTimeoutError("connection timed out")],
    ["no server found in time", new MongoServerSelectionError("Server selection timed out after 2000 ms", noTopology)],
    ["an operation over its time", new MongoOperationTimeoutError("Timed out during server selection")],
    ["a client not connected", new MongoNotConnectedError("Client must be connected before running operations")],
    ["a client closed at shutdown", new MongoTopologyClosedError()],
    ["a client closed while the call ran", new MongoClientClosedError()],
    [
      "a write not confirmed by a majority",
      new MongoWriteConcernError({
        ok: 1,
        n: 1,
        writeConcernError: { code: 64, codeName: "WriteConcernTimeout", errmsg: "waiting for replication timed out" },
      }),
    ],
    ["a stepped-down primary", server({ code: 189, codeName: "PrimarySteppedDown", errmsg: "stepped down" })],
    ["not primary", server({ code: 10107, codeName: "NotWritablePrimary", errmsg: "not primary" })],
    ["a node recovering", server({ code: 13436, codeName: "NotPrimaryOrSecondary", errmsg: "node is recovering" })],
    ["interrupted at shutdown", server({ code: 11600, codeName: "InterruptedAtShutdown", errmsg: "interrupted" })],
    ["a server shutting down", server({ code: 91, codeName: "ShutdownInProgress", errmsg: "shutting down" })],
    ["a time limit hit", server({ code: 50, codeName: "MaxTimeMSExpired", errmsg: "operation exceeded time limit" })],
    ["a legacy not-primary without a code", server({ errmsg: "not master" })],
    ["labelled retryable", server({ code: 999_999, errmsg: "anything", errorLabels: ["RetryableWriteError"] })],
    ["labelled overloaded", server({ code: 999_999, errmsg: "busy", errorLabels: ["SystemOverloadedError"] })],
    [
      "a write error with a write-concern error",
      server({ code: 999_999, errmsg: "anything", writeConcernError: { code: 100, errmsg: "not enough nodes" } }),
    ],
  ])("%s: ReadStoreUnavailable, keeping the driver's error", (_, error) => {
    const ported = toPortError(error, "posts");
    expect(ported).toBeInstanceOf(ReadStoreUnavailable);
    expect((ported as ReadStoreUnavailable).cause).toBe(error);
    expect((ported as Error).message).toContain("posts");
  });

  it("a duplicate key: DuplicateKeyError with the key", () => {
    const error = server({ code: 11000, errmsg: "E11000 duplicate key", keyValue: { email: "a@x" } });
    const ported = toPortError(error, "users");
    expect(ported).toBeInstanceOf(DuplicateKeyError);
    expect(ported).toMatchObject({ collection: "users", key: { email: "a@x" } });
  });

  it.each([
    [
      "an insert over 16 MiB",
      server({ code: 2, errmsg: "object to insert too large. size in bytes: 16777250, max size: 16777216" }),
      16_777_250,
    ],
    [
      "a command over 16 MiB",
      server({ code: 10334, codeName: "BSONObjectTooLarge", errmsg: "BSONObj size: 18874403 (0x1200023) is invalid" }),
      18_874_403,
    ],
    [
      "an update's result",
      server({ code: 17419, errmsg: "Resulting document after update is larger than 16777216" }),
      null,
    ],
    ["an upserted document", server({ code: 17420, errmsg: "Document to upsert is larger than 16777216" }), null],
    [
      "the driver's own check",
      new MongoInvalidArgumentError("Document is larger than the maximum size 16777216"),
      null,
    ],
  ])("%s: DocumentTooLarge", (_, error, bytes) => {
    const ported = toPortError(error, "posts");
    expect(ported).toBeInstanceOf(DocumentTooLarge);
    expect(ported).toMatchObject({ collection: "posts", bytes });
  });

  it.each([
    ["a handler's bad update", server({ code: 14, codeName: "TypeMismatch", errmsg: "Cannot apply $inc to a string" })],
    ["another BadValue", server({ code: 2, codeName: "BadValue", errmsg: "unknown top level operator: $foo" })],
    ["an unauthorised call", server({ code: 13, codeName: "Unauthorized", errmsg: "not authorized" })],
    ["a bad connection string", new MongoParseError("Invalid scheme")],
    ["a bad argument", new MongoInvalidArgumentError("Update document requires atomic operators")],
    ["a bug of our own", new TypeError("Cannot read properties of undefined")],
  ])("%s: passed on as it came", (_, error) => {
    expect(toPortError(error, "posts")).toBe(error);
  });
});
