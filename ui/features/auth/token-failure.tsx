import { Link, useLocation } from "wouter"
import { tokenScreenTexts } from "../../../core/domain/account-tokens.ts"
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from "../../../core/domain/routes.ts"
import { deadLinkTexts } from "../../../core/domain/token-links.ts"
import type { LinkFailureView } from "../../lib/link-failure-text.ts"
import type { PortalConfig } from "../../lib/portal-config.ts"
import { AuthCard } from "./auth-card.tsx"

/** What a dead link's owner can do instead: ask for a new password link, or change the email again. */
export type LinkWayForward = "password" | "email"

/**
 * A token link that failed. A server that could not answer gets the spec's screen (section 2:
 * 'Something went wrong', try again, 'Back to Log In'); a link that can never work gets the
 * server's reason and the way forward (a new link by email; signing in).
 */
export function TokenFailure({
  config,
  view,
  wayForward,
}: {
  readonly config: PortalConfig
  readonly view: LinkFailureView
  readonly wayForward: LinkWayForward
}) {
  const [, navigate] = useLocation()
  const dead = view.kind === "deadLink"
  const offerNewLink = dead && wayForward === "password"
  return (
    <AuthCard config={config} title={view.title}>
      <div className="token-message">
        <p role={dead ? "alert" : undefined}>{view.body}</p>
        {dead ? (
          <p>
            {wayForward === "password" ? deadLinkTexts.passwordWayForward : deadLinkTexts.emailWayForward}
          </p>
        ) : null}
        {offerNewLink ? (
          <Link href={FORGOT_PASSWORD_PATH} className="button button-primary">
            {deadLinkTexts.requestNew}
          </Link>
        ) : null}
        <button
          type="button"
          className={offerNewLink ? "button button-secondary" : "button button-primary"}
          onClick={() => navigate(LOGIN_PATH)}
        >
          {tokenScreenTexts.backToLogin}
        </button>
      </div>
    </AuthCard>
  )
}
