import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Link, useLocation } from "wouter"
import { tokenFormTitle, tokenScreenTexts } from "../../../core/domain/account-tokens.ts"
import { DASHBOARD_PATH, LOGIN_PATH } from "../../../core/domain/routes.ts"
import { passwordSaveFailureText } from "../../lib/failure-messages.ts"
import { linkFailureView } from "../../lib/link-failure-text.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { AuthCard } from "./auth-card.tsx"
import { NewPasswordForm } from "../../components/new-password-form.tsx"
import { TokenFailure } from "./token-failure.tsx"

/**
 * /reset-password/:token, /complete-setup/:token and /update-password/:token: the form shows only
 * once the server confirms the 40-character token. A setup or update lands signed in.
 */
export default function TokenPasswordScreen({ params, config }: ScreenProps) {
  const { auth } = usePortal()
  const [, navigate] = useLocation()
  const reset = usePortalMachine("passwordReset", { input: { token: params.token ?? "", auth } })
  const state = useSelector(reset, (s) => s.value)
  const { kind, username, checkError, error, result } = useSelector(reset, (s) => s.context)
  const session = result?.session ?? null
  // The machine has signed the user in (auth.signedIn): leave the link for the dashboard.
  useEffect(() => {
    if (session !== null) navigate(DASHBOARD_PATH, { replace: true })
  }, [session, navigate])
  if (state === "failed")
    return <TokenFailure config={config} view={linkFailureView(checkError)} wayForward="password" />
  if (state === "starting" || state === "checking" || kind === null)
    return (
      <AuthCard config={config} title="Checking your link">
        <p role="status">Checking your link…</p>
      </AuthCard>
    )
  if (state === "done" && session === null)
    return (
      <AuthCard config={config} title="Password reset">
        <div className="token-message">
          <p role="status">{result?.message}</p>
          <Link href={LOGIN_PATH} className="button button-primary">
            {tokenScreenTexts.backToLogin}
          </Link>
        </div>
      </AuthCard>
    )
  const failure = passwordSaveFailureText(error)
  return (
    <AuthCard config={config} title={tokenFormTitle[kind]}>
      <p>
        Account: <strong>{username}</strong>
      </p>
      <NewPasswordForm
        submitLabel="Set password"
        busy={state === "saving" || state === "done"}
        error={failure}
        onSubmit={(password) => reset.send({ type: "reset.submit", password })}
      />
    </AuthCard>
  )
}
