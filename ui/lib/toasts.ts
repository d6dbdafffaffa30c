import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components"

/** What a toast says: a short title, an optional line, and whether it reports success or a problem. */
export interface ToastContent {
  readonly title: string
  readonly description?: string
  readonly tone: "success" | "info" | "error"
}

/** The app's toasts; the region in the app shows them (react-aria's toast pattern: a labelled landmark). */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 3 })

/** Success and info toasts go away after 6 s; errors stay until dismissed. */
export const showToast = (content: ToastContent): void => {
  toastQueue.add(content, content.tone === "error" ? {} : { timeout: 6_000 })
}
