import { useSelector } from "@xstate/react"
import { tokenTexts } from "../../../core/domain/tokens/personal-tokens.ts"
import type { TokensRef } from "./profile-refs.ts"

/**
 * The token just created: its secret this once, a copy button (the clipboard is the browser's own
 * act; the machine only hears that it happened) and "Done", which forgets the secret.
 */
export function NewTokenSecret({ tokens }: { readonly tokens: TokensRef }) {
  const created = useSelector(tokens, (s) => s.context.created)
  const copied = useSelector(tokens, (s) => s.context.copied)
  if (created === null) return null
  return (
    <div className="token-secret">
      <h3 role="status">Token "{created.name}" created</h3>
      <p>
        <strong>{tokenTexts.shownOnce}</strong>
      </p>
      <code className="token-secret-value">{created.secret}</code>
      <div className="profile-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={() =>
            void navigator.clipboard
              ?.writeText(created.secret)
              .then(() => tokens.send({ type: "secret.copied" }))
              .catch(() => undefined)
          }
        >
          {copied ? "Copied" : "Copy token"}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => tokens.send({ type: "secret.dismiss" })}
        >
          Done
        </button>
      </div>
    </div>
  )
}
