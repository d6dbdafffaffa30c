import { type Effect, Schema } from "effect"
import { HttpClientError } from "effect/http"
import { UNKNOWN_ERROR_MESSAGE } from "../domain/constants.ts"
import type {
  AccountLocked,
  BadRequest,
  Conflict,
  Forbidden,
  NotFound,
  PasswordExpired,
  PayloadTooLarge,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from "../schema/errors.ts"
import { statusOfTag } from "../schema/error-status.ts"
import type { PortalClientShape } from "./api-client.ts"
import { TransportFailure } from "./transport-failure.ts"

export { defectFailure, TransportFailure } from "./transport-failure.ts"

/** Every tagged error the contract declares. */
export type ContractError =
  | BadRequest
  | Unauthorized
  | Forbidden
  | NotFound
  | Conflict
  | AccountLocked
  | PayloadTooLarge
  | TooManyRequests
  | PasswordExpired
  | UnsupportedMediaType

/**
 * A rule's refusal found before anything is sent, shaped like the server's BadRequest but a plain
 * object: building the error class would load the Effect runtime on the login route.
 */
export type LocalRefusal = Pick<BadRequest, "_tag" | "message" | "field">

/**
 * Any failure a machine holds: a contract error, a transport failure or a refusal found locally.
 * Faces map each tag to text.
 */
export type PortalFailure = ContractError | TransportFailure | LocalRefusal

/** What an effect failing with `E` rejects with at the machine bridge (see `effectActor`). */
export type Failure<E> = Exclude<E, HttpClientError.HttpClientError | Schema.SchemaError> | TransportFailure

type Groups = PortalClientShape
// biome-ignore lint/suspicious/noExplicitAny: endpoint arguments and services do not matter here
type ErrorOf<F> = F extends (...args: any) => Effect.Effect<any, infer E, any> ? E : never

/**
 * The failure union of one contract endpoint as a machine holds it:
 * `EndpointFailure<"tickets", "list">` is `BadRequest | Unauthorized | TransportFailure`.
 */
export type EndpointFailure<G extends keyof Groups, N extends keyof Groups[G]> = Failure<
  ErrorOf<Groups[G][N]>
>

/** The HTTP status a failure stands for: the contract's for its tag, the answer's (or -1) otherwise. */
export const failureStatus = (failure: { readonly _tag: string; readonly status?: unknown }): number => {
  // The status each error answers with is declared once, on its class (core/schema/error-status.ts).
  const declared = statusOfTag(failure._tag)
  if (declared !== undefined) return declared
  return typeof failure.status === "number" ? failure.status : -1
}

const responseStatus = (error: HttpClientError.HttpClientError): number | null => {
  const reason: unknown = error.reason
  if (typeof reason !== "object" || reason === null || !("response" in reason)) return null
  const response = reason.response as { status?: unknown } | undefined
  return typeof response?.status === "number" ? response.status : null
}

const transportFailure = (error: HttpClientError.HttpClientError): TransportFailure => {
  const status = responseStatus(error)
  return status === null
    ? new TransportFailure({ status: -1, message: UNKNOWN_ERROR_MESSAGE, detail: error.message })
    : new TransportFailure({
        status,
        message: `Request failed with status code ${status}`,
        detail: error.message,
      })
}

/** An effect's failure as a machine holds it: transport and decoding errors become a `TransportFailure`. */
export const toFailure = <E>(error: E): Failure<E> => {
  if (HttpClientError.isHttpClientError(error)) return transportFailure(error)
  if (Schema.isSchemaError(error))
    return new TransportFailure({ status: -1, message: UNKNOWN_ERROR_MESSAGE, detail: error.message })
  return error as Exclude<E, HttpClientError.HttpClientError | Schema.SchemaError>
}
