import { waitFor } from "xstate"
import { tokenTexts } from "../../../core/domain/tokens/personal-tokens.ts"
import { requestFailed } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import type { CliDeps } from "../command.types.ts"
import { withTokens } from "./token-session.ts"

export interface RevokeOptions {
  /** A token's name (any case) or id. */
  readonly token: string
}

export interface RevokeResult {
  readonly id: number
  readonly name: string
  readonly message: string
}

/** `portal token revoke <name or id>`: the tokens machine's revoke, its question answered by the command. */
export const run = (options: RevokeOptions, deps: CliDeps): Promise<RevokeResult> =>
  withTokens(deps, async (tokens) => {
    const ref = options.token.trim()
    const token = tokens
      .getSnapshot()
      .context.tokens.find((t) => String(t.id) === ref || t.name.toLowerCase() === ref.toLowerCase())
    if (token === undefined) throw requestFailed(tokenTexts.notFound(ref), "NotFound")
    tokens.send({ type: "token.revokeAsk", id: token.id })
    tokens.send({ type: "token.revokeConfirm" })
    const done = await waitFor(tokens, (s) => s.matches("ready"))
    if (done.context.error !== null)
      throw failureError(deps, "could not revoke the token", done.context.error)
    return { id: token.id, name: token.name, message: done.context.revoked ?? "" }
  })

export const render = (result: RevokeResult): string => result.message
