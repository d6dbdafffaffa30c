import { Agent, get } from "node:http"

/** One kept-alive connection, like a browser tab's, so the bench times requests, not TCP setup. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 })

/**
 * GET a JSON answer with node's own HTTP client (lighter than fetch, so the figures are the
 * server's). Fails on any status other than 200.
 */
export const getJson = <T>(url: string, headers: Record<string, string>): Promise<T> =>
  getOnce<T>(url, headers).catch((error: NodeJS.ErrnoException) =>
    // A kept-alive socket the server closed while idle (its keep-alive timeout) resets on reuse: a
    // GET is safe to send again once on a new one.
    error.code === "ECONNRESET" ? getOnce<T>(url, headers) : Promise.reject(error),
  )

const getOnce = <T>(url: string, headers: Record<string, string>): Promise<T> =>
  new Promise((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on("data", (chunk: Buffer) => chunks.push(chunk))
      response.on("error", reject)
      response.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8")
        if (response.statusCode !== 200) reject(new Error(`GET ${url}: ${response.statusCode} ${body}`))
        else resolve(JSON.parse(body) as T)
      })
    }).on("error", reject)
  })

export const closeAgent = (): void => agent.destroy()
