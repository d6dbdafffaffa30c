import { describe, expect, it } from "vitest"
import { DIALOGS, type DialogEvent, type DialogState, NO_DIALOG, nextDialogState } from "./dialogs.ts"

const ask = { title: "Remove?", body: "It goes for good." }
const asking: DialogState = { open: "confirm", confirm: ask }

describe("nextDialogState", () => {
  it.each<[string, DialogState, DialogEvent, DialogState]>([
    [
      "opens a dialog",
      NO_DIALOG,
      { type: "dialog.open", name: "ticketFilter" },
      { open: "ticketFilter", confirm: null },
    ],
    ["asks a confirmation", NO_DIALOG, { type: "dialog.confirm", options: ask }, asking],
    [
      "a new dialog replaces an open one",
      asking,
      { type: "dialog.open", name: "ticketSort" },
      { open: "ticketSort", confirm: null },
    ],
    ["closes the open dialog", asking, { type: "dialog.close", name: "confirm" }, NO_DIALOG],
    ["ignores closing another", asking, { type: "dialog.close", name: "ticketSort" }, asking],
    ["leaving the route resets", asking, { type: "route.left", path: "/tickets" }, NO_DIALOG],
    ["leaving with nothing open", NO_DIALOG, { type: "route.left", path: "/tickets" }, NO_DIALOG],
  ])("%s", (_, state, event, next) => {
    expect(nextDialogState(state, event)).toEqual(next)
  })
})

describe("DIALOGS", () => {
  // Spec section 2: "Modal flags also exist for the ticket filter, state and sort, the equipment
  // sort, filter, state and change request, the user filter and the navigation menu."
  it.each([
    "ticketFilter",
    "ticketState",
    "ticketSort",
    "equipmentSort",
    "equipmentFilter",
    "equipmentState",
    "equipmentChangeRequest",
    "userFilter",
    "navigationMenu",
  ])("holds the spec's modal flag %s", (name) => {
    expect(DIALOGS).toContain(name)
  })
})
