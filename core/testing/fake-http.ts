import { Effect, Layer } from "effect"
import { HttpClient, type HttpClientRequest, HttpClientResponse } from "effect/http"

/** A canned answer for one request. */
export interface FakeAnswer {
  readonly status: number
  readonly body?: unknown
}

/** A request as the fake transport saw it. */
export interface SeenRequest {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
}

/**
 * An HttpClient layer that answers from a handler, for runtime and actor tests without a server.
 * Not a mock of the server: tests state exactly the exchange they need.
 */
export const fakeHttpClient = (
  handler: (request: SeenRequest) => FakeAnswer,
  seen: Array<SeenRequest> = [],
): Layer.Layer<HttpClient.HttpClient> =>
  Layer.succeed(
    HttpClient.HttpClient,
    HttpClient.make((request: HttpClientRequest.HttpClientRequest, url: URL) =>
      Effect.sync(() => {
        const entry = { method: request.method, url: url.toString(), headers: { ...request.headers } }
        seen.push(entry)
        const answer = handler(entry)
        const body = answer.body === undefined ? null : JSON.stringify(answer.body)
        const response = new Response(body, {
          status: answer.status,
          headers: { "content-type": "application/json" },
        })
        return HttpClientResponse.fromWeb(request, response)
      }),
    ),
  )
