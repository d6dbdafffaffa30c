import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Link, useLocation, useSearch } from "wouter"
import {
  selectAttemptsRemaining,
  selectError,
  selectHasSession,
  selectStatus,
} from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { redirectTarget } from "./redirect.ts"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { attemptsText, signInText } from "../../lib/failure-messages.ts"
import { LoginForm } from "./login-form.tsx"
import "../../styles/auth.css"

/** /auth/login: sends auth.submit; once a session exists it moves on to the redirect target. */
export default function LoginScreen({ config }: ScreenProps) {
  const { auth } = usePortal()
  const [, navigate] = useLocation()
  const search = useSearch()
  const status = useSelector(auth, selectStatus)
  const error = useSelector(auth, selectError)
  const attempts = useSelector(auth, selectAttemptsRemaining)
  const hasSession = useSelector(auth, selectHasSession)
  const signedIn = status === "success" && hasSession
  useEffect(() => {
    if (signedIn) navigate(redirectTarget(search), { replace: true })
  }, [signedIn, search, navigate])
  return (
    <main id="main" className="login-screen">
      <div className="login-card">
        <p className="login-brand">{config.providerName}</p>
        <h1>Sign in to {config.productName}</h1>
        <LoginForm
          busy={status === "loading" || signedIn}
          error={status === "error" && error ? signInText(error) : null}
          detail={status === "error" && error ? attemptsText(error, attempts) : null}
          onSubmit={(credentials) => auth.send({ type: "auth.submit", ...credentials })}
        />
        <p className="login-links">
          <Link href="/auth/forgot-password">Forgot password?</Link>
          <Link href="/auth/forgot-username">Forgot username?</Link>
        </p>
        <p className="login-footer">
          Need help? Call{" "}
          {config.supportPhone ? (
            <a href={`tel:${config.supportPhone.replace(/[^\d+]/g, "")}`}>{config.supportPhone}</a>
          ) : (
            "support"
          )}
        </p>
      </div>
    </main>
  )
}
