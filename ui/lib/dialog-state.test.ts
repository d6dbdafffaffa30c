import { beforeEach, describe, expect, it } from "vitest"
import { confirmDialog, currentDialogState, sendDialog, toggleDialog } from "./dialog-state.ts"

describe("the dialog store's navigation menu flag (the small-screen menu)", () => {
  beforeEach(() => sendDialog({ type: "route.left", path: "/before" }))

  it("the menu button opens the menu and closes it again", () => {
    toggleDialog("navigationMenu")
    expect(currentDialogState().open).toBe("navigationMenu")
    toggleDialog("navigationMenu")
    expect(currentDialogState().open).toBeNull()
  })

  it("opening the menu closes any other dialog, and a pending confirmation answers no", async () => {
    sendDialog({ type: "dialog.open", name: "ticketFilter" })
    toggleDialog("navigationMenu")
    expect(currentDialogState().open).toBe("navigationMenu")
    const answer = confirmDialog({ title: "Leave?", body: "Unsaved changes." })
    toggleDialog("navigationMenu")
    expect(await answer).toBe(false)
    expect(currentDialogState().open).toBe("navigationMenu")
  })

  it("a route change closes it", () => {
    toggleDialog("navigationMenu")
    sendDialog({ type: "route.left", path: "/dashboard" })
    expect(currentDialogState().open).toBeNull()
  })
})
