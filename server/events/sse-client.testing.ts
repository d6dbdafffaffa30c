import type { LiveEvent } from "../../core/domain/live/live-events.ts"

/** A test's view of one open stream: the events so far, and a way to wait for more. */
export interface OpenStream {
  readonly status: number
  readonly events: Array<LiveEvent>
  /** Resolves when an event passes `test` (rejects after `ms`). */
  readonly waitFor: (test: (e: LiveEvent) => boolean, ms?: number) => Promise<LiveEvent>
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>
  readonly close: () => void
}

/** Opens GET /v1/events with `EC <session>` (and Last-Event-ID) and parses its frames as they come. */
export const openStream = async (url: string, session: string, lastEventId?: number): Promise<OpenStream> => {
  const controller = new AbortController()
  const headers: Record<string, string> = { authorization: `EC ${session}` }
  if (lastEventId !== undefined) headers["last-event-id"] = String(lastEventId)
  const response = await fetch(`${url}/v1/events`, { headers, signal: controller.signal })
  const events: Array<LiveEvent> = []
  const waiters = new Set<() => void>()
  let opened = () => {}
  const open = new Promise<void>((resolve) => {
    opened = resolve
  })
  const read = async () => {
    if (!response.ok || !response.body) return
    const decoder = new TextDecoder()
    let buffer = ""
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true })
        if (buffer.includes(": open\n")) opened()
        let cut = buffer.indexOf("\n\n")
        while (cut >= 0) {
          const data = buffer
            .slice(0, cut)
            .split("\n")
            .find((l) => l.startsWith("data: "))
          if (data) events.push(JSON.parse(data.slice(6)) as LiveEvent)
          buffer = buffer.slice(cut + 2)
          cut = buffer.indexOf("\n\n")
        }
        for (const w of waiters) w()
      }
    } catch {
      // Aborted by close().
    }
  }
  const ended = read().finally(opened)
  // Open once the server listens (its `: open` line): events committed from then on all arrive.
  await open
  const waitFor = (test: (e: LiveEvent) => boolean, ms = 5_000) =>
    new Promise<LiveEvent>((resolve, reject) => {
      const check = () => {
        const found = events.find(test)
        if (!found) return
        waiters.delete(check)
        clearTimeout(timer)
        resolve(found)
      }
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`no such event within ${ms} ms; got ${JSON.stringify(events)}`))
      }, ms)
      waiters.add(check)
      check()
    })
  return { status: response.status, events, waitFor, ended, close: () => controller.abort() }
}
