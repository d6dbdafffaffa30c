import { RawJson, Repeat } from "./fuzz-values.ts"

/** Who sends a request: nobody signed in, a company user (`acme.user`) or staff (`sysadmin`). */
export type Caller = "none" | "user" | "staff"

/** A body as written: text pieces and repeated units (a 1 MB body stays a short recipe). */
export type BodyChunks = ReadonlyArray<string | Repeat>

/** One generated request, exactly as it goes on the wire (the session is filled in when sent). */
export interface FuzzRequest {
  readonly index: number
  /** The operation (`group.endpoint`) it was generated from. */
  readonly op: string
  /** What was done to the valid request (`valid`, `nasty query.st`, `malformed body`, ...). */
  readonly mutation: string
  readonly caller: Caller
  /** How the caller's session travels; `bogus` sends a made-up credential instead. */
  readonly credential: "header" | "cookie" | "bogus"
  readonly method: string
  /** The request-target, sent verbatim (no URL normalisation, so `../` stays `../`). */
  readonly target: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: BodyChunks
}

/** Percent-encodes a value; lone surrogates (which `encodeURIComponent` refuses) become U+FFFD. */
export const encodeValue = (value: string): string => {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...Buffer.from(value, "utf8")]
      .map((b) =>
        /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
          ? String.fromCharCode(b)
          : `%${b.toString(16).toUpperCase().padStart(2, "0")}`,
      )
      .join("")
  }
}

/** A JSON text of `value` as chunks; `RawJson` tokens go in as written, `Repeat` strings stay lazy. */
export const jsonChunks = (value: unknown): Array<string | Repeat> => {
  if (value instanceof RawJson) return [value.text]
  if (value instanceof Repeat)
    return ['"', new Repeat(JSON.stringify(value.unit).slice(1, -1), value.times), '"']
  if (Array.isArray(value))
    return ["[", ...value.flatMap((v, i) => [...(i > 0 ? [","] : []), ...jsonChunks(v)]), "]"]
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
    return [
      "{",
      ...entries.flatMap(([k, v], i) => [...(i > 0 ? [","] : []), `${JSON.stringify(k)}:`, ...jsonChunks(v)]),
      "}",
    ]
  }
  return [JSON.stringify(value) ?? "null"]
}

/** The bytes of a body. */
export const bodyBytes = (chunks: BodyChunks): Buffer =>
  Buffer.concat(chunks.map((c) => Buffer.from(typeof c === "string" ? c : c.toString(), "utf8")))

/** Size of a body in bytes without building it. */
export const bodySize = (chunks: BodyChunks): number =>
  chunks.reduce(
    (n, c) => n + (typeof c === "string" ? Buffer.byteLength(c) : Buffer.byteLength(c.unit) * c.times),
    0,
  )

const shorten = (text: string, max = 300) =>
  text.length <= max ? text : `${text.slice(0, max)}... (${text.length} characters)`

/** A readable body: short pieces as they are, repeats as `<"a" x 1000000>`. */
export const describeBody = (chunks: BodyChunks): string =>
  shorten(
    chunks.map((c) => (typeof c === "string" ? c : `<${JSON.stringify(c.unit)} x ${c.times}>`)).join(""),
    2000,
  )

/** One line per request part, enough to send it again by hand (and `--seed S --only I` to regenerate it). */
export const describeRequest = (r: FuzzRequest): string => {
  const who = r.caller === "none" ? "no session" : `${r.caller} session by ${r.credential}`
  const headers = Object.entries(r.headers).map(
    ([k, v]) => `\n    ${k}: ${shorten(JSON.stringify(v).slice(1, -1))}`,
  )
  const body = r.body ? `\n    body (${bodySize(r.body)} bytes): ${describeBody(r.body)}` : ""
  return `#${r.index} ${r.op} [${r.mutation}] as ${who}\n    ${r.method} ${shorten(r.target, 500)}${headers.join("")}${body}`
}
