import type { Db } from "../../server/db/client.ts"
import type { CompanyRecords } from "./authz-oracle.ts"

/** A demo sign-in of the README, or nobody. */
export interface MatrixCaller {
  readonly label: string
  readonly username: string | undefined
  readonly userid: number | undefined
  readonly roleid: number | undefined
  readonly companyid: number | undefined
  /** Renewed after a probe that ends every session of the user (`endsEverySession`). */
  session: string | undefined
  /** Companies the caller may reach, by the SQL oracle (empty without a session). */
  readonly scope: ReadonlySet<number>
}

/**
 * Whose record a cell aims at: the caller's own company (or own data), another one, or (user
 * records) the caller itself.
 */
export type Relation = "self" | "own" | "other"

/** One cell of the matrix: an endpoint, a caller, and the company (records) it aims at. */
export interface Cell {
  readonly caller: MatrixCaller
  readonly relation: Relation
  readonly target: CompanyRecords & {
    /** A file on `ticketid`, uploaded by staff before the matrix runs. */
    readonly file: { readonly fileName: string; readonly dmsId: string }
  }
  /** The session this cell's request carries (a fresh one where the call ends it). */
  readonly session: string | undefined
  /** An export made by a user who is none of the callers. */
  readonly foreignExportId: string
  readonly db: Db
  readonly call: (request: ProbeRequest, session: string | undefined) => Promise<Answer>
}

/** A request of a probe: JSON bodies as values, uploads as bytes. */
export interface ProbeRequest {
  readonly method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE"
  readonly path: string
  /** Sent instead of the cell's session when the cell has one (a session the probe made for the call). */
  readonly session?: string
  readonly json?: unknown
  readonly bytes?: Uint8Array
  /** A multipart body (fetch sets its Content-Type with the boundary). */
  readonly form?: FormData
}

export interface Answer {
  readonly status: number
  /** The parsed JSON body, or the raw bytes of a file. */
  readonly body: unknown
  readonly bytes: Uint8Array
}

/** Sends a probe request to `baseUrl` with `Authorization: EC <session>` when there is one. */
export const caller =
  (baseUrl: string) =>
  async (request: ProbeRequest, session: string | undefined): Promise<Answer> => {
    const headers: Record<string, string> = session ? { authorization: `EC ${session}` } : {}
    let body: BodyInit | undefined
    if (request.json !== undefined) {
      headers["content-type"] = "application/json"
      body = JSON.stringify(request.json)
    } else if (request.bytes) {
      headers["content-type"] = "application/octet-stream"
      body = request.bytes as Uint8Array<ArrayBuffer>
    } else if (request.form) body = request.form
    const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers, body })
    const bytes = new Uint8Array(await response.arrayBuffer())
    const isJson = response.headers.get("content-type")?.includes("json") ?? false
    return {
      status: response.status,
      body: isJson ? JSON.parse(new TextDecoder().decode(bytes)) : bytes,
      bytes,
    }
  }
