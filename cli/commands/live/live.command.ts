import { waitFor } from "xstate"
import { MAX_ID } from "../../../core/domain/constants.ts"
import type { LiveEvent } from "../../../core/domain/live/live-events.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { dateTimeText } from "../tickets/ticket.format.ts"

export interface LiveOptions {
  readonly count: string
  readonly ticket?: string | undefined
  readonly timeout: string
}

export interface LiveResult {
  /** The events heard, in order, with when they arrived (ISO). */
  readonly events: ReadonlyArray<LiveEvent & { readonly at: string }>
  readonly wanted: number
  readonly timedOut: boolean
}

const whole = (name: string, raw: string, max: number): number => {
  const n = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || n < 1 || n > max)
    throw usageError(`--${name} must be a whole number from 1 to ${max}, got '${raw}'`)
  return n
}

/**
 * Runs the live updates machine alone under the stored session and keeps the events it hands on
 * (those of `--ticket` only, when given) until `--count` came or `--timeout` passed.
 */
export const run = (options: LiveOptions, deps: CliDeps): Promise<LiveResult> => {
  const wanted = whole("count", options.count, 10_000)
  const seconds = whole("timeout", options.timeout, 86_400)
  const ticket = options.ticket === undefined ? undefined : whole("ticket", options.ticket, MAX_ID)
  return withSignedIn(deps, async () => {
    const live = startMachine(deps, "liveUpdates")
    const events: Array<LiveEvent & { at: string }> = []
    let done = () => {}
    const enough = new Promise<void>((resolve) => {
      done = resolve
    })
    live.on("live.event", ({ event }) => {
      if (events.length >= wanted || (ticket !== undefined && event.ticketid !== ticket)) return
      events.push({ ...event, at: new Date().toISOString() })
      if (events.length >= wanted) done()
    })
    const timer = setTimeout(done, seconds * 1000)
    try {
      // The session ended (401) ends the wait too: withSignedIn reports it.
      await Promise.race([
        enough,
        waitFor(live, (s) => s.status === "done", { timeout: Number.POSITIVE_INFINITY }),
      ])
      return { events, wanted, timedOut: events.length < wanted }
    } finally {
      clearTimeout(timer)
      live.stop()
    }
  })
}

/** One line per event in the terminal's zone (TZ): when it came, what changed, which ticket. */
export const render = (r: LiveResult): string => {
  const lines = r.events.map(
    (e) => `${dateTimeText(e.at)}  ${e.kind}${e.ticketid === null ? "" : `  ticket ${e.ticketid}`}`,
  )
  if (r.timedOut) lines.push(`Timed out: ${r.events.length} of ${r.wanted} event(s) came.`)
  return lines.join("\n")
}

export const exitCode = (r: LiveResult): number => (r.timedOut ? 1 : 0)
