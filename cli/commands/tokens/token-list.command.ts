import type { PersonalToken } from "../../../core/schema/personal-token.ts"
import { renderTable } from "../../format/table.ts"
import type { CliDeps } from "../command.types.ts"
import { whenText, withTokens } from "./token-session.ts"

export interface TokenListResult {
  readonly tokens: ReadonlyArray<PersonalToken>
}

/** `portal token list`: your tokens that are not revoked, newest first (never a secret). */
export const run = (_options: object, deps: CliDeps): Promise<TokenListResult> =>
  withTokens(deps, async (tokens) => ({ tokens: tokens.getSnapshot().context.tokens }))

export const render = ({ tokens }: TokenListResult): string =>
  tokens.length === 0
    ? "No personal access tokens. Create one with 'portal token create --name <name>'."
    : renderTable(
        [
          { heading: "ID", cell: (t: PersonalToken) => String(t.id), align: "right" },
          { heading: "Name", cell: (t) => t.name },
          { heading: "Created", cell: (t) => whenText(t.created, "N/A") },
          { heading: "Expires", cell: (t) => whenText(t.expires, "Never") },
          { heading: "Last used", cell: (t) => whenText(t.lastUsed, "Never") },
        ],
        tokens,
      )
