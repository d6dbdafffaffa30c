import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import { Effect } from "effect"
import { HttpBody, HttpServerRequest, HttpServerResponse } from "effect/http"
import { type ContentEncoding, negotiateEncoding } from "./content-encoding.ts"

/** Answers smaller than this travel as they are: below about 1 kB, compression saves less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024

/**
 * Brotli quality for answers made per request: 4 compresses a JSON page about as well as gzip -9
 * at a fraction of its time; the build's static files use the slow maximum instead.
 */
export const BROTLI_ANSWER_QUALITY = 4

/** Text that compresses: JSON (and `+json`), XML (and `+xml`), JavaScript, SVG, other text but streams. */
export const isCompressibleType = (contentType: string): boolean => {
  const type = contentType.split(";")[0]!.trim().toLowerCase()
  if (type === "text/event-stream") return false
  return (
    type.startsWith("text/") ||
    /^application\/(json|javascript|xml|[\w.+-]*\+(json|xml))$/.test(type) ||
    type === "image/svg+xml"
  )
}

/** What the decision needs to know about a request and its answer. */
export interface AnswerFacts {
  readonly method: string
  /** The request's path: the build's own files (`/assets/`) were compressed, or not, at build time. */
  readonly path: string
  readonly status: number
  readonly headers: Readonly<Record<string, string | undefined>>
  /** The body's kind: only whole bodies (`Uint8Array`) are compressed; streams must flow as written. */
  readonly bodyTag: string
  readonly contentType: string
  readonly size: number
}

/**
 * Whether an answer may be compressed on the fly: a whole text body of at least 1 kB, not already
 * encoded, not a download (`Content-Disposition: attachment`), not marked `no-transform`, and not
 * the answer to HEAD nor a 204/304 (those carry no body). The build's hashed files keep the
 * encodings scripts/precompress.ts chose for them (none for a file too small to gain).
 */
export const isCompressible = (facts: AnswerFacts): boolean =>
  facts.method !== "HEAD" &&
  !facts.path.startsWith("/assets/") &&
  facts.status !== 204 &&
  facts.status !== 304 &&
  facts.bodyTag === "Uint8Array" &&
  facts.size >= MIN_COMPRESSED_BYTES &&
  isCompressibleType(facts.contentType) &&
  facts.headers["content-encoding"] === undefined &&
  !/^\s*attachment/i.test(facts.headers["content-disposition"] ?? "") &&
  !/no-transform/i.test(facts.headers["cache-control"] ?? "")

/** `Vary` with `Accept-Encoding` added once to whatever the answer already varies by. */
export const varyWithEncoding = (vary: string | undefined): string => {
  const names = (vary ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter((n) => n !== "")
  if (names.some((n) => n === "*" || n.toLowerCase() === "accept-encoding")) return names.join(", ")
  return [...names, "Accept-Encoding"].join(", ")
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The bytes in `encoding`: brotli at the answer quality (text mode), or gzip at zlib's default level. */
export const compressBytes = (bytes: Uint8Array, encoding: Exclude<ContentEncoding, "identity">) =>
  encoding === "br"
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_ANSWER_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipAsync(bytes)

/** The answer compressed as the request accepts (brotli, else gzip), always saying `Vary: Accept-Encoding`. */
export const compressAnswer = (
  response: HttpServerResponse.HttpServerResponse,
  request: { readonly method: string; readonly url: string; readonly acceptEncoding: string | undefined },
): Effect.Effect<HttpServerResponse.HttpServerResponse> => {
  const body = response.body
  if (body._tag !== "Uint8Array") return Effect.succeed(response)
  const facts: AnswerFacts = {
    method: request.method,
    path: request.url,
    status: response.status,
    headers: response.headers,
    bodyTag: body._tag,
    contentType: body.contentType,
    size: body.contentLength,
  }
  if (!isCompressible(facts)) return Effect.succeed(response)
  const varied = HttpServerResponse.setHeader(response, "vary", varyWithEncoding(response.headers.vary))
  const encoding = negotiateEncoding(request.acceptEncoding, ["br", "gzip"])
  if (encoding === "identity") return Effect.succeed(varied)
  return Effect.map(
    Effect.promise(() => compressBytes(body.body, encoding)),
    (compressed) =>
      HttpServerResponse.setHeader(
        HttpServerResponse.setBody(varied, HttpBody.uint8Array(compressed, body.contentType)),
        "content-encoding",
        encoding,
      ),
  )
}

/**
 * Server middleware: API answers (and any other whole text answer the server makes, such as
 * index.html with the log-client attribute) travel compressed by `Accept-Encoding`. Static files
 * arrive already encoded from their build-time siblings (or under `/assets/`) and pass untouched.
 */
export const answerCompression = <E, R>(app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const response = yield* app
    return yield* compressAnswer(response, {
      method: request.method,
      url: request.url,
      acceptEncoding: request.headers["accept-encoding"],
    })
  })
