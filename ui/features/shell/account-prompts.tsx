import { useSelector } from "@xstate/react"
import { lazy, Suspense } from "react"
import { needsContactConfirmation } from "../../../core/domain/profile/contact-prompt.ts"
import { needsPolicyAcceptance } from "../../../core/domain/profile/policy.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { PolicyNotice } from "./policy-dialog.tsx"
import type { NavigationRef } from "./shell-actors.ts"

const ContactConfirmation = lazy(() => import("./contact-confirmation.tsx"))

/**
 * What the signed-in user is asked before working: first the policy (while `viewedPolicy` is
 * false), then the contact confirmation (flag `irPhonesFlag`, phone empty or without '+'), which
 * stays open on its done message after a save until closed. Neither shows while viewing as
 * another user.
 */
export function AccountPrompts({ nav }: { readonly nav: NavigationRef }) {
  const { auth, config } = usePortal()
  const session = useSelector(auth, (s) => s.context.session)
  const data = useSelector(nav, (s) => s.context.data)
  const viewedPolicy = useSelector(nav, (s) => s.context.viewedPolicy)
  const loading = useSelector(nav, (s) => s.hasTag("loading"))
  // After a save the number has its '+' and the data reloads: the done message stays until closed.
  const contactSaved = useSelector(nav, (s) => s.matches({ contact: "saved" }))
  const isImpersonation = session?.isImpersonation ?? false
  if (session === null || data === null) return null
  if (needsPolicyAcceptance({ loaded: true, viewedPolicy, isImpersonation }))
    return <PolicyNotice nav={nav} config={config} />
  if (!viewedPolicy) return null
  const ask = needsContactConfirmation({
    phonenumber: data.phonenumber,
    irPhonesFlag: config.irPhonesFlag,
    signedIn: true,
    isImpersonation,
  })
  if (!contactSaved && (!ask || loading)) return null
  return (
    <Suspense fallback={null}>
      <ContactConfirmation nav={nav} userId={session.userID} phonenumber={data.phonenumber} />
    </Suspense>
  )
}
