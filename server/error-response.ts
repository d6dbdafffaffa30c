import { HttpServerResponse } from "effect/http"
import { statusOfTag } from "../core/schema/error-status.ts"

/**
 * The JSON answer of a contract error raised outside a handler (middleware, routing, the database
 * edge): the error's fields, with the HTTP status its class declares.
 */
export const errorResponse = (
  error: { readonly _tag: string; readonly message: string },
  headers?: Readonly<Record<string, string>>,
): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.jsonUnsafe(error, {
    status: statusOfTag(error._tag) ?? 500,
    ...(headers ? { headers } : {}),
  })
