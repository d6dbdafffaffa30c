import { useCallback, useEffect } from "react"
import { useLocation } from "wouter"

/**
 * One screen at a time may hold work that leaving would lose (a half-filled form). It registers a
 * question here; in-app links and the shell's router ask it before they navigate, and reloading or
 * closing the tab gets the browser's own prompt.
 */
type Ask = () => Promise<boolean>
let ask: Ask | null = null

/** Resolves true when leaving is fine: nothing would be lost, or the user agreed to lose it. */
export const mayLeave = (): Promise<boolean> => (ask === null ? Promise.resolve(true) : ask())

/** While `question` is set, leaving the screen asks it first (null: leave freely). */
export const useLeaveGuard = (question: Ask | null): void => {
  useEffect(() => {
    if (question === null) return
    ask = question
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault()
    window.addEventListener("beforeunload", onBeforeUnload)
    return () => {
      if (ask === question) ask = null
      window.removeEventListener("beforeunload", onBeforeUnload)
    }
  }, [question])
}

/**
 * The in-app path an anchor click would open, or null (other origin, new tab, modified click,
 * download). react-aria's links (`data-rac`) are left alone: they navigate through the shell's
 * RouterProvider, which is guarded, and their own click handler also closes the menu they sit in.
 */
const internalPath = (e: MouseEvent): string | null => {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null
  const anchor = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null
  if (!anchor || anchor.hasAttribute("data-rac")) return null
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * The shell's navigation, guarded: returns a navigate function that asks first, and catches clicks
 * on in-app links (before the router sees them) while a screen has a question registered.
 */
export const useGuardedNavigate = (): ((to: string) => void) => {
  const [, navigate] = useLocation()
  const guarded = useCallback(
    (to: string) => {
      void mayLeave().then((ok) => ok && navigate(to))
    },
    [navigate],
  )
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (ask === null) return
      const path = internalPath(e)
      if (path === null || path === `${window.location.pathname}${window.location.search}`) return
      e.preventDefault()
      e.stopImmediatePropagation()
      guarded(path)
    }
    document.addEventListener("click", onClick, true)
    return () => document.removeEventListener("click", onClick, true)
  }, [guarded])
  return guarded
}
