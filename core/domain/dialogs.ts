/**
 * Dialogs and modal flags of spec section 2. At most one is open at a time; leaving a route resets
 * the state (every dialog closes, a pending confirmation answers false).
 */
export const DIALOGS = [
  "confirm",
  "ticketFilter",
  "ticketState",
  "ticketSort",
  "equipmentSort",
  "equipmentFilter",
  "equipmentState",
  "equipmentChangeRequest",
  "userFilter",
  "navigationMenu",
  "monitoringInterest",
  "integrationInterest",
  "whatsNew",
] as const
export type DialogName = (typeof DIALOGS)[number]

/** The generic confirm dialog: confirm text defaults to OK; no cancel button without a cancel text. */
export interface ConfirmOptions {
  readonly title: string
  readonly body: string
  readonly confirmText?: string
  readonly cancelText?: string
}

export const DEFAULT_CONFIRM_TEXT = "OK"

export interface DialogState {
  readonly open: DialogName | null
  readonly confirm: ConfirmOptions | null
}

export const NO_DIALOG: DialogState = { open: null, confirm: null }

export type DialogEvent =
  | { readonly type: "dialog.open"; readonly name: Exclude<DialogName, "confirm"> }
  | { readonly type: "dialog.confirm"; readonly options: ConfirmOptions }
  | { readonly type: "dialog.close"; readonly name: DialogName }
  /** The app left the route at `path`. */
  | { readonly type: "route.left"; readonly path: string }

/** Total reducer: opening one dialog closes another; closing a dialog that is not open changes nothing. */
export const nextDialogState = (state: DialogState, event: DialogEvent): DialogState => {
  switch (event.type) {
    case "dialog.open":
      return { open: event.name, confirm: null }
    case "dialog.confirm":
      return { open: "confirm", confirm: event.options }
    case "dialog.close":
      return state.open === event.name ? NO_DIALOG : state
    case "route.left":
      return NO_DIALOG
  }
}
