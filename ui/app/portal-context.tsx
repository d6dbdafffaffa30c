import { createContext, type ReactNode, useContext } from "react"
import type { Portal } from "./portal.ts"

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
