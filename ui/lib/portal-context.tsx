import { createContext, type ReactNode, useContext } from "react"
import type { Actor } from "xstate"
import type { authMachine } from "../../core/machines/auth/auth.machine.ts"
import type { PortalConfig } from "./portal-config.ts"

/** The app's auth actor, restored from the stored session when the app starts (`ui/app/portal.ts`). */
export type AuthActor = Actor<typeof authMachine>

/** What the app starts once and every screen shares: the auth actor and the public configuration. */
export interface Portal {
  readonly auth: AuthActor
  readonly config: PortalConfig
}

const PortalContext = createContext<Portal | null>(null)

export function PortalProvider({
  portal,
  children,
}: {
  readonly portal: Portal
  readonly children: ReactNode
}) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>
}

/** The app's long-lived actors and configuration. */
export const usePortal = (): Portal => {
  const portal = useContext(PortalContext)
  if (!portal) throw new Error("usePortal outside PortalProvider")
  return portal
}
