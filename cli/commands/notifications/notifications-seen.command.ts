import { waitFor } from "xstate"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export interface SeenResult {
  readonly marked: number
  readonly ignored: boolean
}

/** Opens and closes the panel machine: closing with unread items marks them seen (not while impersonating). */
export const run = (_: object, deps: CliDeps): Promise<SeenResult> =>
  withSignedIn(deps, async ({ auth, failure }) => {
    const session = auth.actor.getSnapshot().context.session!
    const panel = startMachine(deps, "notificationPanel", {
      userID: session.userID,
      isImpersonation: session.isImpersonation,
    })
    try {
      const loaded = await waitFor(
        panel,
        (s) => s.matches({ data: "ready" }) || s.matches({ data: "failed" }),
      )
      if (loaded.matches({ data: "failed" }))
        throw failure("could not load notifications", loaded.context.error)
      const unread = loaded.context.items.filter((n) => !n.seen).length
      panel.send({ type: "panel.open" })
      panel.send({ type: "panel.close" })
      const done = await waitFor(panel, (s) => s.matches({ seen: "idle" }))
      if (done.context.seenError) throw failure("could not mark notifications seen", done.context.seenError)
      return { marked: session.isImpersonation ? 0 : unread, ignored: session.isImpersonation }
    } finally {
      panel.stop()
    }
  })

export const render = (r: SeenResult): string =>
  r.ignored
    ? "Impersonating: notifications are not marked seen on the server."
    : `Marked ${r.marked} notification(s) seen.`
