import { useSyncExternalStore } from "react"

/**
 * A counter the shell uses as its key: bumping it remounts every signed-in screen and the side
 * navigation, so their machines start afresh (ending an impersonation clears dashboard, insight
 * and agreement data, ticket filters, search and status, and reloads the ticket counts).
 */
let generation = 0
const listeners = new Set<() => void>()

export const bumpViewGeneration = (): void => {
  generation++
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The counter now (for code outside React that keys by it, as the shell's holder does). */
export const currentViewGeneration = (): number => generation

export const useViewGeneration = (): number => useSyncExternalStore(subscribe, currentViewGeneration)
