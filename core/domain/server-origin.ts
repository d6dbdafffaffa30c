/**
 * Host names that all mean "this machine": a server on port 4551 answers at http://localhost:4551,
 * http://127.0.0.1:4551 and http://[::1]:4551 alike (the URL parser writes ::ffff:127.0.0.1 as
 * [::ffff:7f00:1]), so a session signed in through one of them belongs to the others too.
 */
export const LOOPBACK_HOSTS: ReadonlyArray<string> = ["localhost", "127.0.0.1", "[::1]", "[::ffff:7f00:1]"]

/**
 * The one spelling of a portal server's address, for telling whether two addresses are one server:
 * scheme and host in lower case, the scheme's default port left out, a loopback host written
 * `localhost`, the path kept without its trailing slashes (a portal behind a path prefix), query
 * and fragment dropped. Null when the text is not an http(s) URL.
 */
export const serverKey = (address: string): string | null => {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null
  const host = LOOPBACK_HOSTS.includes(url.hostname) ? "localhost" : url.hostname
  const port = url.port === "" ? "" : `:${url.port}`
  return `${url.protocol}//${host}${port}${url.pathname.replace(/\/+$/, "")}`
}

/** Whether two addresses name the same portal server (see `serverKey`). */
export const sameServer = (a: string, b: string): boolean => {
  const key = serverKey(a)
  return key !== null && key === serverKey(b)
}
