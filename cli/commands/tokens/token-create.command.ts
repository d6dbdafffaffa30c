import { waitFor } from "xstate"
import { expiryRefusal, tokenNameProblem, tokenTexts } from "../../../core/domain/tokens/personal-tokens.ts"
import type { CreatedPersonalToken } from "../../../core/schema/personal-token.ts"
import { CliError, EXIT, usageError } from "../../runtime/cli-errors.ts"
import { failureError } from "../../runtime/failure-messages.ts"
import type { CliDeps } from "../command.types.ts"
import { whenText, withTokens } from "./token-session.ts"

export interface CreateOptions {
  readonly name: string
  /** Days until it expires (1 to the bound); none: no expiry. */
  readonly expires?: string | undefined
}

/** The `--expires` days, checked by the shared rule before anything is sent (exit 2). */
const expiryOf = (text: string | undefined): number | null => {
  if (text === undefined) return null
  const days = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
  const refusal = expiryRefusal(days)
  if (refusal !== undefined) throw usageError(`--expires: ${refusal}`)
  return days
}

/** `portal token create --name <n> [--expires <days>]`: the secret, shown this once. */
export const run = async (options: CreateOptions, deps: CliDeps): Promise<CreatedPersonalToken> => {
  const problem = tokenNameProblem(options.name)
  if (problem !== undefined) throw usageError(`--name: ${problem}`)
  const expiresInDays = expiryOf(options.expires)
  return withTokens(deps, async (tokens) => {
    tokens.send({ type: "draft.nameChange", name: options.name })
    tokens.send({ type: "draft.expiryChange", expiresInDays })
    tokens.send({ type: "token.create" })
    const done = await waitFor(tokens, (s) => s.matches("ready"))
    const { created, nameProblem, error } = done.context
    if (nameProblem !== null) throw new CliError(nameProblem, EXIT.failed, "Conflict")
    if (error !== null) throw failureError(deps, "could not create the token", error)
    if (created === null) throw new Error("the tokens machine settled without a token")
    return created
  })
}

export const render = (token: CreatedPersonalToken): string =>
  [
    token.secret,
    `Token "${token.name}" created; expires: ${whenText(token.expires, "never")}.`,
    `${tokenTexts.shownOnce} Use it as PORTAL_TOKEN or 'Authorization: Bearer <token>'.`,
  ].join("\n")
