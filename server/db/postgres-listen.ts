import pg from "pg"

const RECONNECT_MS = 1_000

/**
 * LISTEN on a client of its own (a pooled connection would be handed to other statements). When
 * the connection is lost it connects again after a second and calls `onPayload("")`, since
 * notifications sent meanwhile were missed: the listener then reads what it missed from the table.
 */
export const listenOn = async (
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> => {
  let stopped = false
  let client: pg.Client | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const connect = async (again: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString: url })
    next.on("notification", (n) => {
      if (n.channel === channel) onPayload(n.payload ?? "")
    })
    next.on("error", () => {
      next.end().catch(() => undefined)
      if (client === next && !stopped) timer = setTimeout(() => void connect(true).catch(retry), RECONNECT_MS)
    })
    await next.connect()
    // A channel is an identifier: quoted, and ours is a fixed name.
    await next.query(`LISTEN "${channel.replaceAll('"', "")}"`)
    client = next
    if (again) onPayload("")
  }
  const retry = () => {
    if (!stopped) timer = setTimeout(() => void connect(true).catch(retry), RECONNECT_MS)
  }
  await connect(false)
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    await client?.end().catch(() => undefined)
  }
}
