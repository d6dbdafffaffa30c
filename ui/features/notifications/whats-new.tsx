import { useSelector } from "@xstate/react"
import { lazy, Suspense } from "react"
import { useLocation } from "wouter"
import { liveWhatsNewMachine } from "../../../core/machines/whats-new/whats-new.actors.ts"
import { isWhatsNewVisible } from "../../../core/machines/whats-new/whats-new.machine.ts"
import { runtime } from "../../lib/live-runtime.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import { usePortalActor } from "../../lib/use-portal-actor.ts"

const WhatsNewDialog = lazy(() => import("./whats-new-dialog.tsx"))
const logic = liveWhatsNewMachine(runtime)

/** Starts the what's-new machine once the signed-in user is known; the dialog loads only when shown. */
export function WhatsNew() {
  const { auth } = usePortal()
  const session = useSelector(auth, (s) => s.context.session)
  const user = useSelector(auth, (s) => s.context.user)
  if (!session || !user || user.userid !== session.userID) return null
  return (
    <WhatsNewFor
      key={`${session.userID}-${session.isImpersonation}`}
      input={{
        userID: session.userID,
        isImpersonation: session.isImpersonation,
        userCreated: user.usercreateddate,
      }}
    />
  )
}

function WhatsNewFor({
  input,
}: {
  input: { userID: number; isImpersonation: boolean; userCreated: string }
}) {
  const [, navigate] = useLocation()
  const actor = usePortalActor(
    "whatsNew",
    logic.provide({ actions: { navigate: (_, p: { to: string }) => navigate(p.to) } }),
    { input },
  )
  const visible = useSelector(actor, isWhatsNewVisible)
  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <WhatsNewDialog actor={actor} />
    </Suspense>
  )
}
