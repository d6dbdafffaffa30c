import { createContext, type ReactNode, useContext } from "react"
import type { ActorRefFrom } from "xstate"
import { liveSavedViewsMachine } from "../../core/machines/saved-views/saved-views.actors.ts"
import { runtime } from "./live-runtime.ts"
import { usePortalActor } from "./use-portal-actor.ts"

// Imported directly, not through the screen registry (`usePortalMachine`), which would bring every
// screen's machine into the shell's code; same factory and name as the registry's `savedViews`.
const savedViews = liveSavedViewsMachine(runtime)

/** The signed-in session's saved views of the ticket list (one actor for the menu and the list). */
export type SavedViewsRef = ActorRefFrom<typeof savedViews>

const SavedViewsContext = createContext<SavedViewsRef | null>(null)

/** Starts the saved views machine once for the shell, so the menu and the list screen share it. */
export function SavedViewsProvider({ children }: { readonly children: ReactNode }) {
  const views = usePortalActor("savedViews", savedViews)
  return <SavedViewsContext.Provider value={views}>{children}</SavedViewsContext.Provider>
}

/** The session's saved views machine; null outside the signed-in shell. */
export const useSavedViews = (): SavedViewsRef | null => useContext(SavedViewsContext)
