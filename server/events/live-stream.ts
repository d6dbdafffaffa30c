import { Effect, Queue, Stream } from "effect"
import type { Caller } from "../../core/api/middleware.ts"
import { LIVE_LIMITS, type LiveReceiver, resetFrame, sseFrame } from "../../core/domain/live/live-events.ts"
import { findTokenCaller } from "../auth/personal-token-caller.ts"
import { findCaller } from "../auth/session-store.ts"
import type { Db } from "../db/client.ts"
import type { LiveHub } from "./live-hub.ts"
import { releaseStreamPlace, renewStreamPlace } from "./live-leases.ts"

/** How the stream's request was signed in: a session id (cookie or `EC`) or a personal token. */
export type Credential = { readonly session: string } | { readonly bearer: string }

export interface LiveStreamInput {
  readonly db: Db
  readonly hub: LiveHub
  readonly caller: Caller
  readonly credential: Credential
  readonly receiver: LiveReceiver
  /** The stream's place in `live_streams`, already taken. */
  readonly streamid: string
  readonly afterId: number | undefined
  readonly heartbeatMs: number
}

/**
 * Still the same sign-in: the session (or token) is alive and names the same user the same way.
 * Sign-out, a password change (which ends the other sessions) and the end of impersonation (the
 * session turns back to the staff member) all end the stream at its next heartbeat.
 */
const stillSignedIn = async (input: LiveStreamInput): Promise<boolean> => {
  const now =
    "session" in input.credential
      ? await findCaller(input.db, input.credential.session)
      : await findTokenCaller(input.db, input.credential.bearer)
  return (
    now !== undefined &&
    now.userID === input.caller.userID &&
    now.isImpersonation === input.caller.isImpersonation
  )
}

const encoder = new TextEncoder()

/**
 * The text/event-stream body: the events after Last-Event-ID, a `retry:` hint with an `open` comment
 * (sent once the process listens), then each event as
 * it commits, with a comment line every heartbeat. When the client goes away or the sign-in ends,
 * the stream leaves the hub and gives its place back.
 */
export const liveStreamBody = (input: LiveStreamInput): Stream.Stream<Uint8Array> =>
  Stream.callback<Uint8Array>(
    (queue) =>
      Effect.gen(function* () {
        // A reader too slow for its frames is ended, not buffered without bound: its EventSource
        // reconnects with Last-Event-ID and catches up from the table.
        const write = (text: string) => {
          if (!Queue.offerUnsafe(queue, encoder.encode(text))) Queue.endUnsafe(queue)
        }
        const unsubscribe = yield* Effect.promise(() =>
          input.hub.subscribe(
            {
              receiver: input.receiver,
              send: (row) => write(sseFrame(row)),
              reset: (id) => write(resetFrame(id)),
            },
            input.afterId,
          ),
        )
        // Sent once the process listens (after a catch-up's frames): a client that has read it
        // misses no event committed from then on.
        write("retry: 3000\n: open\n\n")
        let beating = false
        const beat = async () => {
          if (beating) return
          beating = true
          try {
            if (!(await stillSignedIn(input))) {
              Queue.endUnsafe(queue)
              return
            }
            write(": heartbeat\n\n")
            await renewStreamPlace(input.db, input.streamid)
          } catch {
            // A database hiccup: the next heartbeat asks again; the lease outlives two of them.
          } finally {
            beating = false
          }
        }
        const timer = setInterval(() => void beat(), input.heartbeatMs)
        yield* Effect.addFinalizer(() =>
          Effect.promise(async () => {
            clearInterval(timer)
            unsubscribe()
            await releaseStreamPlace(input.db, input.streamid).catch(() => undefined)
          }),
        )
      }),
    { bufferSize: LIVE_LIMITS.catchUpMax * 2, strategy: "dropping" },
  )
