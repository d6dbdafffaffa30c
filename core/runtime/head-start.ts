import { Effect, Layer } from "effect"
import { HttpClient, type HttpClientRequest, HttpClientResponse } from "effect/http"

interface Answer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly bytes: Uint8Array
}

interface Kept {
  /** Where the app was when the request went out (the host's scope: its URL). */
  readonly scope: string
  /** The answer's bytes, or null when the request got none (failed, aborted). */
  readonly answer: Promise<Answer | null>
}

/**
 * Answers fetched ahead of the machine that will ask for them (issue 25): a screen's first GETs
 * sent while its code still loads. Requests sent through `keeping` have their answer kept (their
 * sender never gets it: it only sends); the first identical GET (method, URL, query, session header) sent through `adopting` while the
 * host's scope (its URL) is still the one the request went out in takes it, in flight or
 * answered, instead of sending: each kept answer is handed out once, never after a navigation and
 * never to another session. A kept request that got no answer makes the adopter send its own.
 */
export interface HeadStart {
  readonly keeping: (inner: Layer.Layer<HttpClient.HttpClient>) => Layer.Layer<HttpClient.HttpClient>
  readonly adopting: (inner: Layer.Layer<HttpClient.HttpClient>) => Layer.Layer<HttpClient.HttpClient>
  /**
   * Answers the page came with (JSON bodies by API path, drawn by the server into the first HTML for
   * calls whose answer is the same for every signed-in caller, such as GET /v1/banner): the first GET
   * of that path without a query sent through `adopting` while the URL is unchanged takes it, once.
   */
  readonly seed: (answers: Readonly<Record<string, unknown>>) => void
  /** The host's URL changed: answers kept for another URL are dropped (never adopted later). */
  readonly navigated: () => void
  /**
   * Resolves once the requests sent through `keeping` have all been answered (or got none): the
   * first time none is in flight after one was sent.
   */
  readonly settled: () => Promise<void>
}

const keyOf = (request: HttpClientRequest.HttpClientRequest): string =>
  JSON.stringify([
    request.method,
    request.url,
    request.urlParams.params.map(([k, v]) => [k, String(v)]),
    request.headers.authorization ?? "",
  ])

/** The path of a GET without a query (what a seeded answer is found by); null for anything else. */
const seedKeyOf = (request: HttpClientRequest.HttpClientRequest): string | null =>
  request.method === "GET" && request.urlParams.params.length === 0 && URL.canParse(request.url, "http://x")
    ? new URL(request.url, "http://x").pathname
    : null

const NO_BODY_STATUS = new Set([204, 205, 304])

const toResponse = (request: HttpClientRequest.HttpClientRequest, a: Answer) =>
  HttpClientResponse.fromWeb(
    request,
    new Response(a.bytes.length === 0 || NO_BODY_STATUS.has(a.status) ? null : (a.bytes as BodyInit), {
      status: a.status,
      headers: a.headers,
    }),
  )

const wrap = (
  inner: Layer.Layer<HttpClient.HttpClient>,
  f: (client: HttpClient.HttpClient) => HttpClient.HttpClient,
): Layer.Layer<HttpClient.HttpClient> =>
  Layer.effect(
    HttpClient.HttpClient,
    Effect.gen(function* () {
      return f(yield* HttpClient.HttpClient)
    }),
  ).pipe(Layer.provide(inner))

/** A head start whose kept answers are adoptable while `scope()` (the host's URL) is unchanged. */
export const makeHeadStart = (scope: () => string): HeadStart => {
  const kept = new Map<string, Kept>()
  // Every kept request's answer, adopted or not: the early machine may stop once all are in.
  const inFlight = new Set<Promise<Answer | null>>()
  let drained: Array<() => void> = []
  let sent = false
  const landed = (answer: Promise<Answer | null>) => {
    inFlight.delete(answer)
    if (inFlight.size > 0) return
    for (const resolve of drained) resolve()
    drained = []
  }
  const forgetOthers = () => {
    const now = scope()
    for (const [key, entry] of kept) if (entry.scope !== now) kept.delete(key)
    for (const [key, entry] of seeded) if (entry.scope !== now) seeded.delete(key)
  }
  const seeded = new Map<string, { readonly scope: string; readonly answer: Answer }>()
  const adoptSeeded = (request: HttpClientRequest.HttpClientRequest) => {
    const key = seedKeyOf(request)
    const entry = key === null ? undefined : seeded.get(key)
    if (key === null || entry === undefined) return null
    seeded.delete(key)
    return Effect.succeed(toResponse(request, entry.answer))
  }
  const keep = (client: HttpClient.HttpClient) =>
    HttpClient.transform(client, (effect, request) =>
      Effect.suspend(() => {
        if (request.method !== "GET") return effect
        let settle: (answer: Answer | null) => void = () => {}
        const answer = new Promise<Answer | null>((resolve) => {
          settle = resolve
        })
        kept.set(keyOf(request), { scope: scope(), answer })
        inFlight.add(answer)
        sent = true
        void answer.then(() => landed(answer))
        const fetched = effect.pipe(
          Effect.flatMap((response) =>
            Effect.map(response.arrayBuffer, (buffer) => {
              const got = {
                status: response.status,
                headers: response.headers,
                bytes: new Uint8Array(buffer),
              }
              settle(got)
              return toResponse(request, got)
            }),
          ),
          Effect.tapError(() => Effect.sync(() => settle(null))),
          Effect.onInterrupt(() => Effect.sync(() => settle(null))),
        )
        // Detached: the early machine stopping must not abort what the screen adopts. The early
        // machine only sends: it never gets the answer, so it does not decode what the screen's page
        // decodes anyway (on a slow phone that is main-thread time) nor sends follow-up requests.
        return Effect.andThen(Effect.forkDetach(fetched), Effect.never)
      }),
    )
  const adopt = (client: HttpClient.HttpClient) =>
    HttpClient.transform(client, (effect, request) =>
      Effect.suspend(() => {
        forgetOthers()
        const fromPage = adoptSeeded(request)
        if (fromPage !== null) return fromPage
        const key = keyOf(request)
        const entry = request.method === "GET" ? kept.get(key) : undefined
        if (entry === undefined) return effect
        kept.delete(key)
        return Effect.flatMap(
          Effect.promise(() => entry.answer),
          (answer) => (answer === null ? effect : Effect.succeed(toResponse(request, answer))),
        )
      }),
    )
  return {
    keeping: (inner) => wrap(inner, keep),
    adopting: (inner) => wrap(inner, adopt),
    seed: (answers) => {
      const now = scope()
      const json = { "content-type": "application/json" }
      for (const [path, body] of Object.entries(answers))
        seeded.set(path, {
          scope: now,
          answer: { status: 200, headers: json, bytes: new TextEncoder().encode(JSON.stringify(body)) },
        })
    },
    navigated: forgetOthers,
    settled: () =>
      sent && inFlight.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            drained.push(resolve)
          }),
  }
}
