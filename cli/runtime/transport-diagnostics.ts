import { Effect, Layer } from "effect"
import { HttpClient, HttpClientError } from "effect/http"

/** Why the last request got no HTTP answer, in words; null when every request was answered. */
export interface TransportDiagnostics {
  readonly lastFailure: () => string | null
}

const NETWORK_CODES: Readonly<Record<string, string>> = {
  ECONNREFUSED: "connection refused",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed",
  ECONNRESET: "connection reset",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
}

/** The network error code deepest in the cause chain, else the innermost message. */
const causeOf = (cause: unknown): string | null => {
  let message: string | null = null
  for (let current = cause, depth = 0; current && depth < 5; depth++) {
    const record = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: Array<unknown> }
    if (typeof record.code === "string") return NETWORK_CODES[record.code] ?? record.code
    if (typeof record.message === "string" && record.message !== "") message = record.message
    current = record.cause ?? record.errors?.[0]
  }
  return message
}

/** Words for a transport failure, from the network error code when there is one. */
export const describeTransportFailure = (error: HttpClientError.HttpClientError): string => {
  const reason = error.reason
  if (reason._tag !== "TransportError") return reason._tag
  return reason.description ?? causeOf(reason.cause) ?? "no answer"
}

/**
 * Wraps an HttpClient layer so the CLI can name the reason when a machine reports only
 * 'Unknown Error' (status -1): the machines keep the spec's description, the terminal says why.
 */
export const withTransportDiagnostics = (
  base: Layer.Layer<HttpClient.HttpClient>,
): { readonly layer: Layer.Layer<HttpClient.HttpClient>; readonly diagnostics: TransportDiagnostics } => {
  let last: string | null = null
  const layer = Layer.effect(
    HttpClient.HttpClient,
    HttpClient.HttpClient.useSync((client) =>
      client.pipe(
        HttpClient.tapError((error) =>
          Effect.sync(() => {
            if (HttpClientError.isHttpClientError(error)) last = describeTransportFailure(error)
          }),
        ),
      ),
    ),
  ).pipe(Layer.provide(base))
  return { layer, diagnostics: { lastFailure: () => last } }
}
