import { lazy, Suspense, useEffect, useState } from "react"
import { useDialogState } from "../lib/dialog-state.ts"
import { toastQueue } from "../lib/toasts.ts"

const ConfirmDialog = lazy(() =>
  import("./confirm-dialog.tsx").then((m) => ({ default: m.ConfirmDialogHost })),
)
const ToastRegion = lazy(() => import("./toast-region.tsx").then((m) => ({ default: m.ToastRegionHost })))

/**
 * The app-wide confirm dialog, loaded the first time a screen asks for a confirmation (react-aria's
 * modal stays off the login route); once loaded it stays mounted so it can animate closed.
 */
export function LazyConfirmDialogHost() {
  const asked = useDialogState().open === "confirm"
  const [needed, setNeeded] = useState(asked)
  if (asked && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  ) : null
}

/** The toast region, loaded with the first toast (the queue holds it until the region shows it). */
export function LazyToastRegionHost() {
  const [needed, setNeeded] = useState(() => toastQueue.visibleToasts.length > 0)
  useEffect(() => {
    if (needed) return
    if (toastQueue.visibleToasts.length > 0) setNeeded(true)
    return toastQueue.subscribe(() => {
      if (toastQueue.visibleToasts.length > 0) setNeeded(true)
    })
  }, [needed])
  return needed ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null
}
