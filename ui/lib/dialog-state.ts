import { useSyncExternalStore } from "react"
import {
  type ConfirmOptions,
  type DialogEvent,
  type DialogName,
  type DialogState,
  NO_DIALOG,
  nextDialogState,
} from "../../core/domain/dialogs.ts"

/**
 * The app's dialog state (core's reducer): which dialog is open, and the pending confirmation's
 * answer. The app sends `route.left` on every route change, so no dialog outlives its screen.
 */
let state: DialogState = NO_DIALOG
let answer: ((confirmed: boolean) => void) | null = null
const listeners = new Set<() => void>()

const settle = (confirmed: boolean) => {
  const pending = answer
  answer = null
  pending?.(confirmed)
}

export const sendDialog = (event: DialogEvent): void => {
  const next = nextDialogState(state, event)
  if (state.open === "confirm" && next.open !== "confirm") settle(false)
  if (next === state) return
  state = next
  for (const listener of [...listeners]) listener()
}

/** Opens the named dialog, or closes it when it is the one open (a menu button's press). */
export const toggleDialog = (name: Exclude<DialogName, "confirm">): void =>
  sendDialog(state.open === name ? { type: "dialog.close", name } : { type: "dialog.open", name })

/** The current state, outside React. */
export const currentDialogState = (): DialogState => state

/** Asks the generic confirm dialog; resolves true on confirm, false on cancel, dismissal or route change. */
export const confirmDialog = (options: ConfirmOptions): Promise<boolean> => {
  sendDialog({ type: "dialog.confirm", options })
  return new Promise((resolve) => {
    answer = resolve
  })
}

/** Answers the pending confirmation and closes it. */
export const answerConfirm = (confirmed: boolean): void => {
  settle(confirmed)
  sendDialog({ type: "dialog.close", name: "confirm" })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export const useDialogState = (): DialogState => useSyncExternalStore(subscribe, () => state)

/** Open flag and setter of one named dialog (the modal flags of spec section 2). */
export const useDialog = (name: Exclude<DialogName, "confirm">) => {
  const open = useDialogState().open === name
  const setOpen = (isOpen: boolean) =>
    sendDialog(isOpen ? { type: "dialog.open", name } : { type: "dialog.close", name })
  return [open, setOpen] as const
}
