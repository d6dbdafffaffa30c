import { Effect, Layer, Stream } from "effect"
import { HttpClient, type HttpClientError, type HttpClientRequest, HttpClientResponse } from "effect/http"
import type { EventLog } from "./event-log.ts"
import { describeRequest, describeResponse, webResponse } from "./http-record.ts"

type ExchangeLog = Pick<EventLog, "beginExchange" | "endExchange" | "streamed">

/** An answer that streams (server-sent events): recorded part by part, never held whole. */
const isStreamed = (response: HttpClientResponse.HttpClientResponse) =>
  response.status === 200 && (response.headers["content-type"] ?? "").startsWith("text/event-stream")

/** A part that holds only comment lines (a heartbeat): nothing a replay needs. */
const COMMENTS_ONLY = /^(?::[^\n]*\n)+\n?$/

/**
 * A streamed answer: its entry (status, no body) goes in at once, then each part of the body as it
 * arrives and the end, so a long-lived stream neither waits for its end nor is held in memory.
 */
const recordStream = (
  log: ExchangeLog,
  open: ReturnType<ExchangeLog["beginExchange"]>,
  request: HttpClientRequest.HttpClientRequest,
  response: HttpClientResponse.HttpClientResponse,
) => {
  log.endExchange(open, {
    outcome: "answered",
    response: describeResponse(response.status, response.headers, new Uint8Array(0)),
  })
  const decoder = new TextDecoder()
  const parts = response.stream.pipe(
    Stream.tap((chunk) =>
      Effect.sync(() => {
        const text = decoder.decode(chunk, { stream: true })
        if (text !== "" && !COMMENTS_ONLY.test(text)) log.streamed(open.call, text)
      }),
    ),
    Stream.ensuring(Effect.sync(() => log.streamed(open.call, "", true))),
  )
  const body = Stream.toReadableStream(parts)
  return HttpClientResponse.fromWeb(
    request,
    new Response(body, { status: response.status, headers: response.headers as Record<string, string> }),
  )
}

const causeText = (cause: unknown): string | undefined => {
  if (!(cause instanceof Error)) return undefined
  const inner = cause.cause as { code?: unknown; message?: unknown } | undefined
  const why = typeof inner?.code === "string" ? inner.code : inner?.message
  return typeof why === "string" && why !== "" ? `${cause.message} (${why})` : cause.message
}

/** Why a request got no answer, e.g. `TransportError: fetch failed (ECONNREFUSED)`; never headers. */
const failureText = (error: HttpClientError.HttpClientError): string => {
  const reason = error.reason as { _tag?: string; description?: string; cause?: unknown }
  const detail = [reason.description, causeText(reason.cause)].filter(Boolean).join("; ")
  return [reason._tag, detail].filter(Boolean).join(": ") || error.message
}

/**
 * Wraps a transport so that every exchange (method, path, query, request body, status, response
 * body) lands in the event log. The answer's body is read once, stored, and handed on unchanged; a
 * streamed answer (text/event-stream) is stored part by part as it passes (`recordStream`).
 */
export const recordingClient = (log: ExchangeLog, client: HttpClient.HttpClient): HttpClient.HttpClient =>
  HttpClient.transform(client, (effect, request) =>
    Effect.suspend(() => {
      const open = log.beginExchange(describeRequest(request))
      return effect.pipe(
        Effect.flatMap((response) =>
          isStreamed(response)
            ? Effect.succeed(recordStream(log, open, request, response))
            : Effect.map(response.arrayBuffer, (buffer) => {
                const bytes = new Uint8Array(buffer)
                const recorded = describeResponse(response.status, response.headers, bytes)
                log.endExchange(open, { outcome: "answered", response: recorded })
                return HttpClientResponse.fromWeb(
                  request,
                  webResponse(response.status, response.headers, bytes),
                )
              }),
        ),
        Effect.tapError((error) =>
          Effect.sync(() => log.endExchange(open, { outcome: "failed", failure: failureText(error) })),
        ),
        Effect.onInterrupt(() => Effect.sync(() => log.endExchange(open, { outcome: "aborted" }))),
      )
    }),
  )

/** A transport layer that records into `log` and sends through `inner` (fetch in the UI and CLI). */
export const recordingHttpClient = (
  log: ExchangeLog,
  inner: Layer.Layer<HttpClient.HttpClient>,
): Layer.Layer<HttpClient.HttpClient> =>
  Layer.effect(
    HttpClient.HttpClient,
    Effect.gen(function* () {
      return recordingClient(log, yield* HttpClient.HttpClient)
    }),
  ).pipe(Layer.provide(inner))
