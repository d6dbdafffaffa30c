import { type Actor, waitFor } from "xstate"
import type { personalTokensMachine } from "../../../core/machines/personal-tokens/personal-tokens.machine.ts"
import { displayTimeZone, formatDateTime, hostTimeZone } from "../../../core/domain/dates/format.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export type TokensActor = Actor<typeof personalTokensMachine>

/**
 * Runs `body` with the personal tokens machine loaded for the signed-in user (its list read); a
 * refused list (a token or an impersonation session, 403) is the command's failure.
 */
export const withTokens = <A>(deps: CliDeps, body: (tokens: TokensActor) => Promise<A>): Promise<A> =>
  withSignedIn(deps, async () => {
    const tokens = startMachine(deps, "personalTokens")
    try {
      const ready = await waitFor(tokens, (s) => s.matches("ready"))
      if (ready.context.loadError)
        throw failureError(deps, "could not list your tokens", ready.context.loadError)
      return await body(tokens)
    } finally {
      tokens.stop()
    }
  })

/** A date as the terminal's zone shows it (like the browser's in the UI); `never` for none. */
export const whenText = (iso: string | null, none: string): string =>
  formatDateTime(iso, { timeZone: displayTimeZone(hostTimeZone()) }) ?? none
