import { request } from "node:http"

export interface RawAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string | string[] | undefined>>
  readonly body: Buffer
}

/** A raw request: fetch would add its own Accept-Encoding and decode the body. */
export const raw = (url: string, headers: Record<string, string>, method = "GET", body?: string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (c: Buffer) => chunks.push(c))
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on("error", reject)
    req.end(body)
  })
