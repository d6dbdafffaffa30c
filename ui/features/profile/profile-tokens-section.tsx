import { useSelector } from "@xstate/react"
import {
  EXPIRY_CHOICES,
  expiryChoiceText,
  PERSONAL_TOKEN_LIMITS,
  tokenState,
} from "../../../core/domain/tokens/personal-tokens.ts"
import { revokeQuestion } from "../../../core/machines/personal-tokens/personal-tokens.machine.ts"
import { ConfirmDialog } from "../../components/confirm-dialog.tsx"
import { tokenChangeFailureText, tokensLoadFailureText } from "../../lib/failure-messages.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { viewerDateTime } from "../../lib/viewer-dates.ts"
import { EditField } from "./profile-field.tsx"
import type { TokensRef } from "./profile-refs.ts"
import { NewTokenSecret } from "./profile-token-secret.tsx"

/**
 * The own profile's personal access tokens (issue 26), not while viewing as someone: the list with
 * its dates in the viewer's zone, the create form, the new secret shown once, revoke after a
 * question. Everything is the `personalTokens` machine's; this renders it and sends its events.
 */
export function ProfileTokensSection() {
  const tokens = usePortalMachine("personalTokens")
  const loadError = useSelector(tokens, (s) => tokensLoadFailureText(s.context.loadError))
  const error = useSelector(tokens, (s) => tokenChangeFailureText(s.context.error))
  const revoked = useSelector(tokens, (s) => s.context.revoked)
  const revoking = useSelector(tokens, (s) => (s.matches("confirming") ? s.context.revoking : null))
  return (
    <section className="profile-section" aria-labelledby="profile-tokens">
      <h2 id="profile-tokens">Personal access tokens</h2>
      <p className="page-note">
        Scripts and the portal CLI can use a token instead of your password (as PORTAL_TOKEN, or the header
        Authorization: Bearer). A token acts with your rights, but cannot manage tokens, sign out, change your
        password or email address, or view as another user. Changing or resetting your password, signing out
        of all sessions, deactivation and a move to another company revoke every token.
      </p>
      <NewTokenSecret tokens={tokens} />
      <TokenForm tokens={tokens} />
      {revoked ? <p role="status">{revoked}</p> : null}
      {error || loadError ? (
        <div role="alert" className="alert-error">
          {error ?? loadError}
        </div>
      ) : null}
      <TokenList tokens={tokens} />
      <ConfirmDialog
        confirm={revoking ? revokeQuestion(revoking) : null}
        onAnswer={(yes) => tokens.send({ type: yes ? "token.revokeConfirm" : "token.revokeCancel" })}
      />
    </section>
  )
}

function TokenForm({ tokens }: { readonly tokens: TokensRef }) {
  const name = useSelector(tokens, (s) => s.context.name)
  const expires = useSelector(tokens, (s) => s.context.expiresInDays)
  const problem = useSelector(tokens, (s) => s.context.nameProblem ?? undefined)
  const busy = useSelector(tokens, (s) => !s.matches("ready"))
  return (
    <form
      className="profile-form"
      aria-label="Create a personal access token"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        tokens.send({ type: "token.create" })
      }}
    >
      <EditField id="token-name" label="Token name" error={problem}>
        <input
          id="token-name"
          value={name}
          maxLength={PERSONAL_TOKEN_LIMITS.nameMaxLength}
          autoComplete="off"
          aria-describedby="token-name-error"
          aria-invalid={problem !== undefined || undefined}
          onChange={(e) => tokens.send({ type: "draft.nameChange", name: e.target.value })}
        />
      </EditField>
      <EditField id="token-expiry" label="Expires" error={undefined}>
        <select
          id="token-expiry"
          value={expires === null ? "" : String(expires)}
          onChange={(e) =>
            tokens.send({
              type: "draft.expiryChange",
              expiresInDays: e.target.value === "" ? null : Number(e.target.value),
            })
          }
        >
          {EXPIRY_CHOICES.map((days) => (
            <option key={String(days)} value={days === null ? "" : String(days)}>
              {expiryChoiceText(days)}
            </option>
          ))}
        </select>
      </EditField>
      <div className="profile-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          Create token
        </button>
      </div>
    </form>
  )
}

function TokenList({ tokens }: { readonly tokens: TokensRef }) {
  const items = useSelector(tokens, (s) => s.context.tokens)
  const loading = useSelector(tokens, (s) => s.matches("loading"))
  const busy = useSelector(tokens, (s) => !s.matches("ready"))
  if (loading) return <p className="page-note">Loading your tokens…</p>
  if (items.length === 0) return <p className="page-note">You have no personal access tokens.</p>
  return (
    <ul className="token-list" aria-label="Your personal access tokens">
      {items.map((t) => (
        <li key={t.id} className="token-item">
          <div className="token-facts">
            <strong className="token-name">{t.name}</strong>
            <span>Created {viewerDateTime(t.created, "N/A")}</span>
            <span>
              {tokenState(t, new Date()) === "expired" ? "Expired" : "Expires"}{" "}
              {viewerDateTime(t.expires, "never")}
            </span>
            <span>Last used {viewerDateTime(t.lastUsed, "never")}</span>
          </div>
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            aria-label={`Revoke ${t.name}`}
            onClick={() => tokens.send({ type: "token.revokeAsk", id: t.id })}
          >
            Revoke
          </button>
        </li>
      ))}
    </ul>
  )
}
