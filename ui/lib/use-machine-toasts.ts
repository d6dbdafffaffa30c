import { useEffect } from "react"
import type { ToastEmitted } from "../../core/machines/shared/toast.ts"
import { reasonText } from "./failure-messages.ts"
import { showToast } from "./toasts.ts"

/** An actor that may emit toasts (any machine whose emitted events include `toast.show`). */
interface ToastSource {
  on(type: "toast.show", handler: (event: ToastEmitted) => void): { unsubscribe(): void }
}

/**
 * Shows the toasts a machine emits: the machine decides what to say and when; this face only words a
 * carried failure (in its one failure module) and puts the toast up.
 */
export const useMachineToasts = (actor: ToastSource): void => {
  useEffect(() => {
    const sub = actor.on("toast.show", ({ toast }) =>
      showToast({
        title: toast.title,
        tone: toast.tone,
        ...(toast.failure === undefined ? {} : { description: reasonText(toast.failure) }),
      }),
    )
    return () => sub.unsubscribe()
  }, [actor])
}
