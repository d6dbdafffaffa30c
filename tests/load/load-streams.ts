import { LIVE_LIMITS } from "../../core/domain/live/live-events.ts"
import type { VirtualUser } from "./load-mix.ts"
import type { RoundRobin } from "./load-users.ts"

/** Live update streams held open beside the traffic: how many opened, and the events they got. */
export interface OpenStreams {
  readonly opened: number
  readonly refused: number
  readonly events: () => number
  readonly close: () => Promise<void>
}

/**
 * Opens `count` live update streams (GET /v1/events, issue 29) over the servers in turn, spread
 * over the users' sessions (at most `LIVE_LIMITS.streamsPerUser` each, as tabs would be), and reads
 * them until `close`; events are counted by their `id:` lines.
 */
export const openStreams = async (
  servers: RoundRobin,
  users: ReadonlyArray<VirtualUser>,
  count: number,
): Promise<OpenStreams> => {
  if (count > users.length * LIVE_LIMITS.streamsPerUser)
    throw new Error(
      `--streams ${count} needs at least ${Math.ceil(count / LIVE_LIMITS.streamsPerUser)} users (--users)`,
    )
  const controller = new AbortController()
  let events = 0
  let refused = 0
  const readers: Array<Promise<void>> = []
  for (let i = 0; i < count; i++) {
    const user = users[i % users.length]!
    const response = await fetch(`${servers.pick()}/v1/events`, {
      headers: { authorization: `EC ${user.session}`, accept: "text/event-stream" },
      signal: controller.signal,
    })
    if (response.status !== 200 || response.body === null) {
      refused += 1
      continue
    }
    const body = response.body
    readers.push(
      (async () => {
        const decoder = new TextDecoder()
        try {
          for await (const chunk of body)
            events += decoder.decode(chunk as Uint8Array).split("\nid: ").length - 1
        } catch {
          // Closed.
        }
      })(),
    )
  }
  return {
    opened: count - refused,
    refused,
    events: () => events,
    close: async () => {
      controller.abort()
      await Promise.all(readers)
    },
  }
}
