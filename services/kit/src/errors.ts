// What can go wrong, in the domain's words. Deciders and handlers throw these; they know nothing of
// HTTP. One place (http/error-replies.ts) maps each kind to a status. Anything else is a bug.

export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not-found"
  | "conflict"
  | "expired"
  | "too-large"
  | "unsupported-type"
  | "unavailable";

export abstract class DomainError extends Error {
  abstract readonly kind: ErrorKind;
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The input breaks a rule that no schema could check (a cursor from elsewhere, a missing upload). */
export class InvalidInput extends DomainError {
  readonly kind = "invalid";
}
export class Unauthenticated extends DomainError {
  readonly kind = "unauthenticated";
  constructor(message = "Sign in to continue") {
    super(message);
  }
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
/** A server we depend on cannot be reached now; the caller may try again. */
export class Unavailable extends DomainError {
  readonly kind = "unavailable";
}
