import type { Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import { contentDisposition } from "../tickets/file-names.ts"

export interface ServedFile {
  /** The bytes, read from the database slice by slice as the answer is written. */
  readonly body: Stream.Stream<Uint8Array>
  readonly name: string
  readonly contentType: string
  readonly size: number
}

/**
 * A stored file as a download: streamed, `Content-Disposition: attachment` with the exact name, a
 * Content-Type chosen by the server (never text/html from user input) and no caching. The global
 * guard adds `X-Content-Type-Options: nosniff`.
 */
export const fileResponse = (file: ServedFile): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.stream(file.body, {
    contentType: file.contentType,
    contentLength: file.size,
    headers: {
      "content-disposition": contentDisposition(file.name),
      "cache-control": "private, no-store",
    },
  })
