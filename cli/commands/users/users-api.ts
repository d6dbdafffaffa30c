import { Cause, type Effect, Exit, Option } from "effect"
import { isId } from "../../../core/domain/ids.ts"
import { withClient } from "../../../core/runtime/actor-bridge.ts"
import type { PortalClientShape } from "../../../core/runtime/api-client.ts"
import { defectFailure, type PortalFailure, toFailure } from "../../../core/runtime/failures.ts"
import type { PortalServices } from "../../../core/runtime/portal-runtime.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import type { CliDeps } from "../command.types.ts"

/**
 * One call through the runtime's derived client (the machines' own transport), its typed failure
 * turned into the CLI's one-line error: for reads that no screen machine holds (one user, permissions).
 */
export const callApi = async <A, E>(
  deps: CliDeps,
  what: string,
  f: (client: PortalClientShape) => Effect.Effect<A, E>,
): Promise<A> => {
  const exit = await deps.runtime.runPromiseExit(withClient(f) as Effect.Effect<A, E, PortalServices>)
  if (Exit.isSuccess(exit)) return exit.value
  const error = Cause.findErrorOption(exit.cause)
  throw failureError(
    deps,
    what,
    // The client fails only with contract errors and transport errors, which toFailure maps.
    Option.isSome(error)
      ? (toFailure(error.value) as PortalFailure)
      : defectFailure(Cause.squash(exit.cause)),
  )
}

/** A user id argument, or a usage error. */
export const parseUserId = (value: string): number => {
  const n = Number(value)
  if (!isId(n)) throw new Error(`user id must be a whole number, got '${value}'`)
  return n
}
