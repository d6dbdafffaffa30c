import { CLIENT_LOG_LIMITS } from "../domain/client-log.ts"
import type { ClientLogBatch, ClientLogEntry } from "../schema/client-log.ts"

/** How the server took a batch (the host maps the call's answer to one of these). */
export type ShipResult =
  /** 200: stored. */
  | { readonly kind: "stored" }
  /** 429, no answer, 5xx, no session: keep the entries and try again after `afterMs`. */
  | { readonly kind: "later"; readonly afterMs: number }
  /** 400 or 413: the server will never take this batch; its entries count as dropped. */
  | { readonly kind: "refused" }
  /** 404: the server's client log is off; stop logging on this page. */
  | { readonly kind: "off" }

export interface ShipperOptions {
  /** Sends one batch; never rejects (a transport failure is `later`). */
  readonly send: (batch: ClientLogBatch) => Promise<ShipResult>
  /** True when a session is stored (the endpoint needs one; entries wait until then). */
  readonly hasSession: () => boolean
  /** The page's path, e.g. `/tickets`. */
  readonly page: () => string
  /** Runs `run` after `ms` (the host's timer: core never reads the clock); returns a cancel. */
  readonly schedule: (ms: number, run: () => void) => () => void
  readonly limits?: Partial<ShipperLimits>
}

export interface ShipperLimits {
  readonly entriesPerBatch: number
  readonly bodyBytes: number
  readonly bufferedEntries: number
  readonly batchIntervalMs: number
}

export interface ClientLogShipper {
  /** Queues an entry; the next batch goes out within the batch interval. */
  readonly add: (entry: ClientLogEntry) => void
  /** Entries waiting to be sent. */
  readonly pending: () => number
  /** Entries dropped since the last stored batch (buffer full, batch refused). */
  readonly dropped: () => number
  /** False once the server said its client log is off, or after `stop`. */
  readonly active: () => boolean
  /** Sends what is queued now (one batch); resolves when the answer is in. */
  readonly flush: () => Promise<void>
  readonly stop: () => void
}

const encoder = new TextEncoder()
const bytesOf = (value: unknown) => encoder.encode(JSON.stringify(value)).length

/**
 * Batches client log entries for `POST /v1/log/client` within the server's bounds: at most
 * `entriesPerBatch` entries and `bodyBytes` bytes a batch, one batch per `batchIntervalMs` (the
 * server allows 24 a minute per user, over all the user's pages), a wait as long as a 429's Retry-After, at most
 * `bufferedEntries` held while no session exists or the server refuses (later ones are counted and
 * the count sent as `dropped`). A 404 (client log off on the server) stops it for good.
 */
export const createClientLogShipper = (options: ShipperOptions): ClientLogShipper => {
  const limits: ShipperLimits = { ...CLIENT_LOG_LIMITS, ...options.limits }
  let queue: ClientLogEntry[] = []
  let dropped = 0
  let active = true
  let sending: Promise<void> | null = null
  let cancelTimer: (() => void) | null = null

  const scheduleFlush = (ms: number) => {
    if (!active || cancelTimer) return
    cancelTimer = options.schedule(ms, () => {
      cancelTimer = null
      void flush()
    })
  }

  /** The first entries that fit one batch (at least one: each entry is bounded far below the body limit). */
  const takeBatch = (): ClientLogBatch => {
    const base = { page: options.page().slice(0, 2_000), ...(dropped > 0 ? { dropped } : {}) }
    const entries: ClientLogEntry[] = []
    let size = bytesOf({ ...base, entries: [] })
    for (const entry of queue) {
      if (entries.length >= limits.entriesPerBatch) break
      const add = bytesOf(entry) + 1
      if (entries.length > 0 && size + add > limits.bodyBytes) break
      entries.push(entry)
      size += add
    }
    return { ...base, entries }
  }

  const sendOnce = async () => {
    if (!active || (queue.length === 0 && dropped === 0)) return
    if (!options.hasSession()) return scheduleFlush(limits.batchIntervalMs)
    const batch = takeBatch()
    const result = await options
      .send(batch)
      .catch((): ShipResult => ({ kind: "later", afterMs: limits.batchIntervalMs }))
    if (result.kind === "off") return stop()
    if (result.kind === "later") return scheduleFlush(Math.max(result.afterMs, limits.batchIntervalMs))
    queue = queue.slice(batch.entries.length)
    // A refused batch's entries are lost: the next batch says how many, with those dropped before.
    dropped = result.kind === "refused" ? batch.entries.length + (batch.dropped ?? 0) : 0
    if (queue.length > 0) scheduleFlush(limits.batchIntervalMs)
  }

  const flush = (): Promise<void> => {
    sending ??= sendOnce().finally(() => {
      sending = null
    })
    return sending
  }

  const stop = () => {
    active = false
    cancelTimer?.()
    cancelTimer = null
    queue = []
  }

  return {
    add: (entry) => {
      if (!active) return
      if (queue.length >= limits.bufferedEntries) dropped += 1
      else queue.push(entry)
      scheduleFlush(limits.batchIntervalMs)
    },
    pending: () => queue.length,
    dropped: () => dropped,
    active: () => active,
    flush,
    stop,
  }
}
