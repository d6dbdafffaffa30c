import { useLocation } from "wouter"
import { tokenScreenTexts } from "../../../core/domain/account-tokens.ts"
import { LOGIN_PATH } from "../../../core/domain/routes.ts"
import type { PortalConfig } from "../../lib/portal-config.ts"
import { AuthCard } from "./auth-card.tsx"

/** Spec section 2: the token failure screen, with a button back to the login page. */
export function TokenFailure({ config }: { readonly config: PortalConfig }) {
  const [, navigate] = useLocation()
  return (
    <AuthCard config={config} title={tokenScreenTexts.failureTitle}>
      <div className="token-message">
        <p>{tokenScreenTexts.failureBody}</p>
        <button type="button" className="button button-primary" onClick={() => navigate(LOGIN_PATH)}>
          {tokenScreenTexts.backToLogin}
        </button>
      </div>
    </AuthCard>
  )
}
