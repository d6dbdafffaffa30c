import { createContext, useContext } from "react"
import type { ActorRefFrom } from "xstate"
import type { navigationMachine } from "../../core/machines/navigation/navigation.machine.ts"

export type NavigationActor = ActorRefFrom<typeof navigationMachine>

const NavigationContext = createContext<NavigationActor | null>(null)

/** The shell puts its navigation actor here so screens can report what changes its counts. */
export const NavigationProvider = NavigationContext.Provider

/** The shell's navigation actor; null outside the shell (bare routes). */
export const useNavigationActor = (): NavigationActor | null => useContext(NavigationContext)
