import { type ClientRequest, request } from "node:http"
import { type BodyChunks, type FuzzRequest, bodySize } from "./fuzz-request.ts"
import type { Repeat } from "./fuzz-values.ts"

/** What came back: a status and the start of the body, no answer in time, or a broken connection. */
export type Outcome =
  | {
      readonly kind: "answer"
      readonly status: number
      readonly contentType: string
      /** The first 64 KB of the body. */
      readonly body: string
      readonly bytes: number
      readonly ms: number
    }
  | { readonly kind: "hang"; readonly ms: number }
  | { readonly kind: "no answer"; readonly error: string; readonly ms: number }

/** Bytes of an answer kept for checks; an error body is never this long. */
export const KEEP_BYTES = 64 * 1024

/** Writes a body in pieces; a repeat goes out in 64 KB slices rather than one huge string. */
const writeBody = (write: (chunk: string) => void, chunks: BodyChunks) => {
  for (const c of chunks) {
    if (typeof c === "string") write(c)
    else writeRepeat(write, c)
  }
}

const writeRepeat = (write: (chunk: string) => void, r: Repeat) => {
  const per = Math.max(1, Math.floor(65_536 / Math.max(1, r.unit.length)))
  const slice = r.unit.repeat(per)
  let left = r.times
  for (; left >= per; left -= per) write(slice)
  if (left > 0) write(r.unit.repeat(left))
}

/**
 * Sends one request verbatim over a fresh connection and waits at most `timeoutMs` for the whole
 * answer. A server that answers before reading the body (a 413) and closes counts as an answer.
 */
export const send = (
  baseUrl: string,
  r: FuzzRequest,
  session: string | undefined,
  timeoutMs = 5000,
): Promise<Outcome> =>
  new Promise((resolve) => {
    const url = new URL(baseUrl)
    const started = performance.now()
    const ms = () => Math.round(performance.now() - started)
    const headers: Record<string, string> = { ...r.headers }
    if (session && r.credential === "header") headers.authorization = `EC ${session}`
    if (session && r.credential === "cookie") headers.cookie = `portal_session=${session}`
    if (r.body) headers["content-length"] = String(bodySize(r.body))
    let done = false
    let req: ClientRequest | undefined
    const finish = (outcome: Outcome) => {
      if (done) return
      done = true
      clearTimeout(timer)
      req?.destroy()
      resolve(outcome)
    }
    const timer = setTimeout(() => finish({ kind: "hang", ms: ms() }), timeoutMs)
    let sent: ClientRequest
    try {
      sent = request({
        host: url.hostname,
        port: url.port,
        method: r.method,
        path: r.target,
        headers,
        agent: false,
      })
    } catch (error) {
      return finish({
        kind: "no answer",
        error: `client refused to send: ${(error as Error).message}`,
        ms: ms(),
      })
    }
    req = sent
    sent.on("response", (res) => {
      const kept: Buffer[] = []
      let size = 0
      res.on("data", (chunk: Buffer) => {
        if (size < KEEP_BYTES) kept.push(chunk)
        size += chunk.length
      })
      res.on("error", () => {})
      res.on("end", () =>
        finish({
          kind: "answer",
          status: res.statusCode ?? 0,
          contentType: String(res.headers["content-type"] ?? ""),
          body: Buffer.concat(kept).subarray(0, KEEP_BYTES).toString("utf8"),
          bytes: size,
          ms: ms(),
        }),
      )
    })
    // After an early answer the server may close while the body is still being written.
    sent.on("error", (error) =>
      setTimeout(() => finish({ kind: "no answer", error: error.message, ms: ms() }), 200),
    )
    try {
      if (r.body) writeBody((chunk) => void sent.write(chunk), r.body)
      sent.end()
    } catch (error) {
      finish({ kind: "no answer", error: `client refused to send: ${(error as Error).message}`, ms: ms() })
    }
  })
