import type { ReactNode } from "react"
import type { PortalConfig } from "../../lib/portal-config.ts"
import "../../styles/auth.css"

/** The centred card of the sign-in and account screens: provider name, heading, content. */
export function AuthCard({
  config,
  title,
  children,
}: {
  readonly config: PortalConfig
  readonly title: string
  readonly children: ReactNode
}) {
  return (
    <main id="main" className="login-screen">
      <div className="login-card">
        <p className="login-brand">
          {config.productName} - {config.providerName}
        </p>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  )
}
