import { Schema } from "effect"

/** Tagged errors shared by the contract: each is both the server's JSON answer and the client's typed failure. */
export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  { message: Schema.String, field: Schema.optionalKey(Schema.String) },
  { httpApiStatus: 400 },
) {}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  { message: Schema.String },
  { httpApiStatus: 401 },
) {}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  { message: Schema.String },
  { httpApiStatus: 403 },
) {}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  { message: Schema.String },
  { httpApiStatus: 404 },
) {}

export class AccountLocked extends Schema.TaggedError<AccountLocked>()(
  "AccountLocked",
  { message: Schema.String },
  { httpApiStatus: 423 },
) {}

export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()(
  "PayloadTooLarge",
  { message: Schema.String, limitBytes: Schema.Finite },
  { httpApiStatus: 413 },
) {}

/** The server answers these itself (routing, body parsing, failures, an unreachable database). */
export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()(
  "MethodNotAllowed",
  { message: Schema.String },
  { httpApiStatus: 405 },
) {}

export class UnsupportedMediaType extends Schema.TaggedError<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  { message: Schema.String },
  { httpApiStatus: 415 },
) {}

export class InternalServerError extends Schema.TaggedError<InternalServerError>()(
  "InternalServerError",
  { message: Schema.String },
  { httpApiStatus: 500 },
) {}

export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()(
  "ServiceUnavailable",
  { message: Schema.String },
  { httpApiStatus: 503 },
) {}

/** Too many requests of a kind from one client or account; `retryAfterSeconds` says when to try again. */
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()(
  "TooManyRequests",
  { message: Schema.String, retryAfterSeconds: Schema.Finite },
  { httpApiStatus: 429 },
) {}

/** The session's password has expired: only the calls that update it, sign out or read the session answer. */
export class PasswordExpired extends Schema.TaggedError<PasswordExpired>()(
  "PasswordExpired",
  { message: Schema.String },
  { httpApiStatus: 403 },
) {}

/** The request is valid but the record's state refuses it (a company that still has users). */
export class Conflict extends Schema.TaggedError<Conflict>()(
  "Conflict",
  { message: Schema.String, field: Schema.optionalKey(Schema.String) },
  { httpApiStatus: 409 },
) {}
