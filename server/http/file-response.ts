import { createReadStream } from "node:fs"
import { NodeStream } from "@effect/platform-node"
import { HttpServerResponse } from "effect/http"
import { contentDisposition } from "../tickets/file-names.ts"

export interface ServedFile {
  readonly path: string
  readonly name: string
  readonly contentType: string
  readonly size: number
}

/**
 * A stored file as a download: streamed from disk, `Content-Disposition: attachment` with the exact
 * name, a Content-Type chosen by the server (never text/html from user input) and no caching. The
 * global guard adds `X-Content-Type-Options: nosniff`.
 */
export const fileResponse = (file: ServedFile): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.stream(NodeStream.fromReadable({ evaluate: () => createReadStream(file.path) }), {
    contentType: file.contentType,
    contentLength: file.size,
    headers: {
      "content-disposition": contentDisposition(file.name),
      "cache-control": "private, no-store",
    },
  })
