import type { Session } from "../../schema/session.ts"
import type { PanelSession } from "./notification-panel.types.ts"

/** What the notification machines need of the auth machine's session. */
export const panelSessionOf = (session: Session | null): PanelSession | null =>
  session ? { userID: session.userID, isImpersonation: session.isImpersonation } : null

interface AuthLike {
  getSnapshot(): { readonly context: { readonly session: Session | null } }
  subscribe(observer: (snapshot: { readonly context: { readonly session: Session | null } }) => void): {
    unsubscribe(): void
  }
}

interface PanelLike {
  send(event: { readonly type: "panel.sessionChanged"; readonly session: PanelSession }): void
}

/**
 * Wires the panel to the auth machine inside core: whenever the auth session's user or its
 * impersonation flag changes (impersonation started or ended), the panel hears
 * `panel.sessionChanged` and reloads. Returns the unsubscribe function.
 */
export const followAuthSession = (auth: AuthLike, panel: PanelLike): (() => void) => {
  let last = panelSessionOf(auth.getSnapshot().context.session)
  const subscription = auth.subscribe((snapshot) => {
    const next = panelSessionOf(snapshot.context.session)
    if (next === null) return
    if (last && last.userID === next.userID && last.isImpersonation === next.isImpersonation) return
    last = next
    panel.send({ type: "panel.sessionChanged", session: next })
  })
  return () => subscription.unsubscribe()
}
