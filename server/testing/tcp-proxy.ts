import { createConnection, createServer, type Server, type Socket } from "node:net"

/**
 * A TCP relay in front of a database, so a test can take the database away from a running server
 * (every connection cut, new ones refused) and bring it back on the same port.
 */
export interface TcpProxy {
  readonly port: number
  /** Cuts every open connection and stops listening. */
  readonly down: () => Promise<void>
  /** Listens again on the same port. */
  readonly up: () => Promise<void>
}

export const startTcpProxy = async (target: { host: string; port: number }): Promise<TcpProxy> => {
  const sockets = new Set<Socket>()
  const relay = (client: Socket) => {
    const upstream = createConnection(target)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on("close", () => sockets.delete(s))
      s.on("error", () => s.destroy())
    }
    client.pipe(upstream).pipe(client)
    client.on("close", () => upstream.destroy())
    upstream.on("close", () => client.destroy())
  }
  let server: Server = createServer(relay)
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject)
      server.listen(port, "127.0.0.1", () => {
        const address = server.address()
        resolve(typeof address === "object" && address ? address.port : port)
      })
    })
  const port = await listen(0)
  return {
    port,
    down: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
    up: async () => {
      server = createServer(relay)
      await listen(port)
    },
  }
}
