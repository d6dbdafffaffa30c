import { useSelector } from "@xstate/react"
import { Link } from "wouter"
import { tokenScreenTexts } from "../../../core/domain/account-tokens.ts"
import { type EmailChangeAction, emailChangeTexts } from "../../../core/domain/profile/email-change.ts"
import { LOGIN_PATH } from "../../../core/domain/routes.ts"
import { linkFailureView } from "../../lib/link-failure-text.ts"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { AuthCard } from "./auth-card.tsx"
import { TokenFailure } from "./token-failure.tsx"

/** /confirm-email-change/:token and /cancel-email-change/:token: one call, then its outcome. */
function EmailChangeLinkScreen({
  params,
  config,
  action,
}: ScreenProps & { readonly action: EmailChangeAction }) {
  const link = usePortalMachine("emailChangeLink", { input: { token: params.token ?? "", action } })
  const state = useSelector(link, (s) => s.value)
  const { outcome, error, timedOut } = useSelector(link, (s) => s.context)
  const title = action === "confirm" ? emailChangeTexts.confirmTitle : emailChangeTexts.cancelTitle
  const busy = action === "confirm" ? emailChangeTexts.confirming : emailChangeTexts.cancelling
  if (state === "failed")
    return <TokenFailure config={config} view={linkFailureView(error, timedOut)} wayForward="email" />
  return (
    <AuthCard config={config} title={title}>
      <div className="token-message">
        {state === "done" ? (
          <p role="status">
            {outcome?.message} {action === "confirm" ? `Your email address is now ${outcome?.email}.` : null}
          </p>
        ) : (
          <p role="status">{busy}</p>
        )}
        {state === "done" ? (
          <Link href={LOGIN_PATH} className="button button-primary">
            {tokenScreenTexts.backToLogin}
          </Link>
        ) : null}
      </div>
    </AuthCard>
  )
}

export const ConfirmEmailChangeScreen = (props: ScreenProps) => (
  <EmailChangeLinkScreen {...props} action="confirm" />
)
export const CancelEmailChangeScreen = (props: ScreenProps) => (
  <EmailChangeLinkScreen {...props} action="cancel" />
)
