import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { Registry } from "prom-client"

export interface MetricsServer {
  readonly port: number
  readonly close: () => Promise<void>
}

/**
 * Prometheus text at `GET /metrics` on a port of its own (PORTAL_METRICS_PORT), never on the public
 * one: route names, counts and process figures are for the operator, not for the internet. Every
 * other path answers 404. A failed collection answers 500 with one line (logged).
 */
export const startMetricsServer = (registry: Registry, port: number, host: string): Promise<MetricsServer> =>
  new Promise((resolve, reject) => {
    const server = createServer((request, response) => {
      const path = (request.url ?? "").split("?")[0]
      if (request.method !== "GET" || path !== "/metrics") {
        response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n")
        return
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { "content-type": registry.contentType }).end(text),
        (error: unknown) => {
          console.error(`metrics: collection failed: ${error instanceof Error ? error.message : error}`)
          response.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Collection failed\n")
        },
      )
    })
    server.once("error", reject)
    server.listen(port, host, () => {
      server.off("error", reject)
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
