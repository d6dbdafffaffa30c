import type { PortalFailure } from "../../runtime/failures.ts"

/**
 * A toast a machine asks its face to show: a short title and a tone; a failed change carries its
 * typed failure, which each face words in its own failure module.
 */
export interface Toast {
  readonly title: string
  readonly tone: "success" | "info" | "error"
  readonly failure?: PortalFailure
}

/** Emitted by a machine (and passed on by its page machine) when its face should show a toast. */
export interface ToastEmitted {
  readonly type: "toast.show"
  readonly toast: Toast
}

/** The emitted event for a toast. */
export const toastEvent = (toast: Toast): ToastEmitted => ({ type: "toast.show", toast })
