import { SchemaAST } from "effect"
import {
  AccountLocked,
  BadRequest,
  Conflict,
  Forbidden,
  InternalServerError,
  MethodNotAllowed,
  NotFound,
  PasswordExpired,
  PayloadTooLarge,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from "./errors.ts"

/** Every tagged error the server answers with; each class declares its HTTP status. */
const ERROR_CLASSES = [
  BadRequest,
  Unauthorized,
  Forbidden,
  NotFound,
  Conflict,
  MethodNotAllowed,
  PayloadTooLarge,
  UnsupportedMediaType,
  AccountLocked,
  TooManyRequests,
  PasswordExpired,
  InternalServerError,
  ServiceUnavailable,
] as const

const statusOf = (error: (typeof ERROR_CLASSES)[number]): number => {
  const status = SchemaAST.resolve(error.ast)?.httpApiStatus
  if (typeof status !== "number") throw new Error(`${error.identifier} declares no httpApiStatus`)
  return status
}

/** Error tag to HTTP status, read from the contract's tagged error classes. */
export const ERROR_STATUS: ReadonlyMap<string, number> = new Map(
  ERROR_CLASSES.map((error) => [error.identifier, statusOf(error)]),
)

/** The first tag of each status: 403 is `Forbidden` (`PasswordExpired` shares it but is never implied). */
const TAG_BY_STATUS: ReadonlyMap<number, string> = new Map(
  [...ERROR_STATUS].reverse().map(([tag, status]) => [status, tag]),
)

/** The HTTP status of an error tag; undefined for a tag the contract does not have. */
export const statusOfTag = (tag: string): number | undefined => ERROR_STATUS.get(tag)

/** The error tag the server answers an HTTP status with; undefined for a status without one. */
export const tagOfStatus = (status: number): string | undefined => TAG_BY_STATUS.get(status)
