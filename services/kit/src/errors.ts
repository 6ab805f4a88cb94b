// Typed errors that routes and handlers throw; the service bootstrap maps each to its status and
// a JSON `{ message }` reply. Anything else is a bug and answers 500.

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class Unauthenticated extends HttpError {
  constructor(message = "Sign in to continue") {
    super(401, message);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFound extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}
export class Conflict extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class Gone extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaType extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}
