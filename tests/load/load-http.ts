import { Agent, request as httpRequest } from "node:http"

/** One request of the load: where it goes and what it carries. */
export interface LoadRequest {
  readonly method: "GET" | "POST"
  /** Path and query, e.g. `/v1/ticketdetails?os=0&pl=25`. */
  readonly path: string
  readonly session?: string
  readonly json?: unknown
}

/** What came back: the status (0 when no answer arrived) and the parsed JSON body when asked for. */
export interface LoadAnswer {
  readonly status: number
  readonly body?: unknown
  /** Why no answer arrived (`ECONNRESET`, `timeout`). */
  readonly failure?: string
}

/** No request of a bounded run waits longer than this for its answer. */
export const REQUEST_TIMEOUT_MS = 30_000

/**
 * Kept-alive connections without a cap: an open model stands for many independent browsers, so a
 * request must never queue behind another one in the client (that delay would be the client's).
 */
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })

/**
 * Sends one request with node's own HTTP client (lighter than fetch, so the client takes little of
 * the machine's two cores). Never rejects: transport failures come back as status 0. A kept-alive
 * connection the server closed as idle just as it was reused (the client's own idle timer runs late
 * on a busy machine) is retried once on another, as browsers do; the time spent counts.
 */
export const send = (origin: string, req: LoadRequest, parse = false, retried = false): Promise<LoadAnswer> =>
  new Promise((resolve) => {
    const body = req.json === undefined ? undefined : JSON.stringify(req.json)
    const headers: Record<string, string> = {}
    if (req.session) headers.authorization = `EC ${req.session}`
    if (body !== undefined) headers["content-type"] = "application/json"
    const outgoing = httpRequest(`${origin}${req.path}`, { method: req.method, agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on("data", (chunk: Buffer) => {
        if (parse) chunks.push(chunk)
      })
      res.on("error", (error) => resolve({ status: 0, failure: error.message }))
      res.on("end", () => {
        const status = res.statusCode ?? 0
        if (!parse) return resolve({ status })
        try {
          resolve({ status, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) })
        } catch {
          resolve({ status })
        }
      })
    })
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => outgoing.destroy(new Error("timeout")))
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && (error.code === "ECONNRESET" || error.code === "EPIPE")
      if (stale && !retried) resolve(send(origin, req, parse, true))
      else resolve({ status: 0, failure: error.code ?? error.message })
    })
    outgoing.end(body)
  })

/** Sends and fails unless the answer is 200 (setup calls, not measured). */
export const sendOk = async <T>(origin: string, req: LoadRequest): Promise<T> => {
  const answer = await send(origin, req, true)
  if (answer.status !== 200)
    throw new Error(`${req.method} ${req.path} answered ${answer.status} ${answer.failure ?? ""}`)
  return answer.body as T
}

/** Closes the kept-alive connections, so the process can end. */
export const closeConnections = (): void => agent.destroy()
