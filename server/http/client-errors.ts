import { type Server, STATUS_CODES } from "node:http"
import type { Duplex } from "node:stream"
import { securityHeaders } from "./response-guard.ts"

/** Status, tag and message for what Node's HTTP parser refused. */
const answerFor = (code: string | undefined): [number, string, string] => {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return [431, "RequestHeaderFieldsTooLarge", "The request line and headers together exceed 16 KB"]
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [408, "RequestTimeout", "The request was not received in time"]
    default:
      return [400, "BadRequest", "The request is not valid HTTP"]
  }
}

/**
 * Answers a request Node's HTTP parser refused (headers over 16 KB, a malformed Content-Length or
 * request line): such requests never reach the app, so Node would answer an empty 4xx. This gives
 * them the API's JSON error body and security headers, then closes the connection.
 */
export const answerClientError = (error: NodeJS.ErrnoException, socket: Duplex): void => {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy()
    return
  }
  const [status, _tag, message] = answerFor(error.code)
  const body = JSON.stringify({ _tag, message })
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    connection: "close",
    ...securityHeaders,
  }
  const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`)
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join("")}\r\n${body}`)
}

/** The server with `answerClientError` handling what its parser refuses. */
export const withClientErrors = <S extends Server>(server: S): S =>
  server.on("clientError", answerClientError)
