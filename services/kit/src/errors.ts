import type { ErrorCode, KindErrorCode } from "@kumite/contracts/error-codes";

// What can go wrong, in the domain's words. Deciders and handlers throw these; they know nothing of
// HTTP. One place (http/error-replies.ts) maps each kind to a status. Anything else is a bug.
// Each carries a stable `code` (contracts/src/error-codes.ts) that the web translates: the throw
// names it, `new Conflict(ALREADY_REQUESTED, { code: "connection.already-requested" })`, or else
// the kind's own generic code is sent.

export type ErrorKind = KindErrorCode;

export type DomainErrorOptions = ErrorOptions & { code?: ErrorCode };

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  readonly #code: ErrorCode | undefined;
  constructor(message: string, options?: DomainErrorOptions) {
    const { code, ...errorOptions } = options ?? {};
    super(message, errorOptions);
    this.name = new.target.name;
    this.#code = code;
  }

  /** What the web translates: the code the throw named, or the kind's generic one. */
  get code(): ErrorCode {
    return this.#code ?? this.kind;
  }
}

/** The input breaks a rule that no schema could check (a cursor from elsewhere, a missing upload). */
export class InvalidInput extends DomainError {
  readonly kind = "invalid";
}
export const SIGN_IN_TO_CONTINUE = "Sign in to continue";
export class Unauthenticated extends DomainError {
  readonly kind = "unauthenticated";
}
/** The member may not do this (not theirs, not their role). */
export class Forbidden extends DomainError {
  readonly kind = "forbidden";
}
export class NotFound extends DomainError {
  readonly kind = "not-found";
}
/** The state does not allow it: it exists already, was used, or changed under us. */
export class Conflict extends DomainError {
  readonly kind = "conflict";
}
/** Well formed and allowed, and still it cannot be done as things stand (no place left at an event). */
export class Unprocessable extends DomainError {
  readonly kind = "unprocessable";
}
/** It was allowed once, and its time has passed. */
export class Expired extends DomainError {
  readonly kind = "expired";
}
export class TooLarge extends DomainError {
  readonly kind = "too-large";
}
export class UnsupportedType extends DomainError {
  readonly kind = "unsupported-type";
}
/** The member has done this as often as a day (or an hour) allows; later it works again. */
export class TooManyRequests extends DomainError {
  readonly kind = "too-many-requests";
}
/** A server we depend on cannot be reached now; the caller may try again. */
export class Unavailable extends DomainError {
  readonly kind = "unavailable";
}
