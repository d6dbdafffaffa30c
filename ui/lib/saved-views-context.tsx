import { createContext, useContext } from "react"
import type { SnapshotFrom } from "xstate"
import type { shellMachine } from "../../core/machines/shell/shell.machine.ts"

/** The signed-in session's saved views of the ticket list: the shell's child (the menu and the list share it). */
export type SavedViewsRef = NonNullable<SnapshotFrom<typeof shellMachine>["children"]["savedViews"]>

const SavedViewsContext = createContext<SavedViewsRef | null>(null)

/** The signed-in layout passes the shell's `savedViews` child here (the shell starts and wires it). */
export const SavedViewsProvider = SavedViewsContext.Provider

/** The session's saved views machine; null outside the signed-in shell. */
export const useSavedViews = (): SavedViewsRef | null => useContext(SavedViewsContext)
