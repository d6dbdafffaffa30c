import { useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import type { BannerRef, NavigationRef } from "./shell-actors.ts"

/**
 * How long each part waits at most from the shell's mount before it shows anyway: the whole shell
 * for the announcement (loaded ahead, so normally known at once), the page for the navigation data
 * (one quick call, normally back before the page's own data).
 */
export const SETTLE_CAP_MS = { frame: 1000, page: 3000 } as const

/** Which parts of the shell may be painted (see `useShellSettled`). */
export interface ShellSettled {
  /** The whole shell: the announcement above it is known. */
  readonly frame: boolean
  /** The page under the top bar: the navigation data is known too. */
  readonly page: boolean
}

/**
 * The parts shown after this render: a part once shown stays shown; the page never before the frame.
 */
export const nextSettled = (
  shown: ShellSettled,
  known: { readonly banner: boolean; readonly nav: boolean },
): ShellSettled => {
  const frame = shown.frame || known.banner
  return { frame, page: frame && (shown.page || known.nav) }
}

/**
 * What of the shell may be painted: parts that could still be pushed down by something arriving
 * above them wait until it is known (or failed), at most `SETTLE_CAP_MS` from the shell's mount.
 * The announcement pushes the whole shell (layout shift 0.108-0.134 at 390 px); the navigation data
 * brings the policy notice or the contact confirmation above the page (0.75 on /tickets, issue 24).
 * The app starts the shell machine, and with it the announcement and the navigation data, as soon as
 * the session may load them (`ui/app/shell-prestart.ts`), so the layout normally finds them known or
 * nearly and draws at once; the page's own calls run meanwhile. Once shown,
 * a part stays shown (a later refresh hides nothing).
 */
export const useShellSettled = (banner: BannerRef, nav: NavigationRef): ShellSettled => {
  const bannerKnown = useSelector(banner, (s) => !s.matches("loading"))
  const navKnown = useSelector(nav, (s) => s.context.data !== null || s.context.status === "error")
  const [shown, setShown] = useState<ShellSettled>({ frame: false, page: false })
  const next = nextSettled(shown, { banner: bannerKnown, nav: navKnown })
  if (next.frame !== shown.frame || next.page !== shown.page) setShown(next)
  useEffect(() => {
    const caps = (["frame", "page"] as const).map((part) =>
      window.setTimeout(() => setShown((s) => ({ ...s, [part]: true })), SETTLE_CAP_MS[part]),
    )
    return () => {
      for (const cap of caps) window.clearTimeout(cap)
    }
  }, [])
  return { frame: next.frame, page: next.frame && next.page }
}
