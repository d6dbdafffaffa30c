import { Effect, Layer } from "effect"
import { HttpClient, HttpClientError, type HttpClientRequest, HttpClientResponse } from "effect/http"

type ProgressListener = (loaded: number, total: number) => void
const listeners = new Set<ProgressListener>()

/**
 * Listens to the upload progress of multipart requests (a new ticket with its files): the screen
 * that sent one turns it into `files.progress` events for its machine. Returns the unsubscribe.
 */
export const onUploadProgress = (listener: ProgressListener): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const headersOf = (raw: string): Headers => {
  const headers = new Headers()
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":")
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
  }
  return headers
}

const transportError = (request: HttpClientRequest.HttpClientRequest, description: string) =>
  new HttpClientError.HttpClientError({
    reason: new HttpClientError.TransportError({ request, description }),
  })

/**
 * Sends a multipart body with XMLHttpRequest, the browser's only transport that reports how much
 * of a request body has left (fetch does not, and streamed request bodies need HTTP/2).
 */
const sendWithProgress = (request: HttpClientRequest.HttpClientRequest, url: URL, body: FormData) =>
  Effect.callback<HttpClientResponse.HttpClientResponse, HttpClientError.HttpClientError>(
    (resume, signal) => {
      const xhr = new XMLHttpRequest()
      xhr.open(request.method, url.toString())
      xhr.withCredentials = true
      xhr.responseType = "arraybuffer"
      // The browser writes the multipart Content-Type with its boundary itself.
      for (const [name, value] of Object.entries(request.headers))
        if (name.toLowerCase() !== "content-type") xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (e) => {
        for (const listener of [...listeners]) listener(e.loaded, e.lengthComputable ? e.total : 0)
      }
      xhr.onload = () => {
        const init = { status: xhr.status, headers: headersOf(xhr.getAllResponseHeaders()) }
        resume(Effect.succeed(HttpClientResponse.fromWeb(request, new Response(xhr.response, init))))
      }
      xhr.onerror = () => resume(Effect.fail(transportError(request, "The request could not be sent")))
      signal.addEventListener("abort", () => xhr.abort())
      xhr.send(body)
    },
  )

/**
 * The transport `inner` with multipart requests sent by `sendWithProgress`; every other request
 * goes through `inner` unchanged.
 */
export const withUploadProgress = (
  inner: Layer.Layer<HttpClient.HttpClient>,
): Layer.Layer<HttpClient.HttpClient> =>
  Layer.effect(
    HttpClient.HttpClient,
    Effect.gen(function* () {
      const client = yield* HttpClient.HttpClient
      return HttpClient.make((request, url) =>
        request.body._tag === "FormData" && typeof XMLHttpRequest !== "undefined"
          ? sendWithProgress(request, url, request.body.formData)
          : client.execute(request),
      )
    }),
  ).pipe(Layer.provide(inner))
