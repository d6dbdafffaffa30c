import { useSyncExternalStore } from "react"
import { BREAKPOINTS } from "../../core/domain/constants.ts"

export type ScreenSize = "small" | "medium" | "large"

const queries = {
  medium: `(min-width: ${BREAKPOINTS.medium}px)`,
  large: `(min-width: ${BREAKPOINTS.large}px)`,
}

/** The layout size class now (outside React: what the shell starts with). */
export const readScreenSize = (): ScreenSize => {
  if (window.matchMedia(queries.large).matches) return "large"
  if (window.matchMedia(queries.medium).matches) return "medium"
  return "small"
}

const subscribe = (onChange: () => void) => {
  const lists = Object.values(queries).map((q) => window.matchMedia(q))
  for (const list of lists) list.addEventListener("change", onChange)
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange)
  }
}

/** The layout size class (spec breakpoints: small from 0, medium from 770, large from 1050). */
export const useScreenSize = (): ScreenSize => useSyncExternalStore(subscribe, readScreenSize)
