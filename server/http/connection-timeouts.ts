import type { Server } from "node:http"

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the proxies
 * and load balancers a portal runs behind (60 s on the common ones), so a proxy never sends a
 * request on a connection the server is just closing (Node's default of 5 s answers that race
 * with a reset: a 502 at the proxy, ECONNRESET at a client). Graceful shutdown still closes idle
 * connections at once.
 */
export const KEEP_ALIVE_SECONDS = 65

/** Sets the keep-alive timeout, and the headers timeout just above it (as Node requires). */
export const withConnectionTimeouts = <S extends Server>(server: S): S => {
  server.keepAliveTimeout = KEEP_ALIVE_SECONDS * 1000
  server.headersTimeout = (KEEP_ALIVE_SECONDS + 1) * 1000
  return server
}
