import fc from "fast-check"
import { baseDraft, type Draft, type Known } from "./fuzz-draft.ts"
import { mutationsOf } from "./fuzz-mutations.ts"
import { type Caller, encodeValue, type FuzzRequest, jsonChunks } from "./fuzz-request.ts"
import type { Operation } from "./openapi-operations.ts"

const bogusCredentials: ReadonlyArray<Record<string, string>> = [
  { authorization: "EC not-a-session" },
  { authorization: "EC " },
  { authorization: `EC ${"a".repeat(6000)}` },
  { authorization: "EC ' OR '1'='1" },
  { authorization: "Basic YWRtaW46YWRtaW4=" },
  { authorization: "EC \u00ff\u00fe" },
  { cookie: "portal_session=%FF" },
  { cookie: "portal_session=; portal_session=x" },
  { cookie: `portal_session=${"%00".repeat(100)}` },
]

/** The wire form of a finished draft. */
const finish = (op: Operation, d: Draft): Pick<FuzzRequest, "method" | "target" | "headers" | "body"> => {
  const segment = (name: string) => {
    const slot = d.path[name]
    return slot === undefined ? "" : slot.raw ? slot.value : encodeValue(slot.value)
  }
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => segment(name))
  const query = d.query
    .map(
      ([k, v]) =>
        `${/^%[0-9A-F]{2}$/.test(k) ? k : encodeValue(k)}=${v.raw ? v.value : encodeValue(v.value)}`,
    )
    .join("&")
  const body = d.rawBody ?? (d.json === undefined ? undefined : jsonChunks(d.json))
  const headers = { ...d.headers }
  if (body !== undefined && d.contentType) headers["content-type"] = d.contentType
  return { method: d.method, target: query ? `${path}?${query}` : path, headers, ...(body ? { body } : {}) }
}

/** Mixes the run's seed with a request's index, so each request can be regenerated alone. */
const seedOf = (seed: number, index: number) => (Math.imul(seed ^ 0x9e3779b9, 31) + index * 0x85ebca6b) | 0

/**
 * The request number `index` of the run `seed`: operation `index mod |ops|` (so every endpoint gets
 * its share), a caller, and one mutation of a valid request, all drawn by fast-check from the seed.
 */
export const requestAt = (
  ops: ReadonlyArray<Operation>,
  known: Known,
  seed: number,
  index: number,
): FuzzRequest => {
  const op = ops[index % ops.length]!
  const arbitrary = fc.record({
    n: fc.nat(),
    caller: fc.constantFrom<Caller>("none", "user", "user", "staff", "staff"),
    via: fc.constantFrom("header" as const, "cookie" as const),
    // One request in twelve carries a made-up credential instead of the caller's session.
    bogus: fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 11 },
      { arbitrary: fc.constantFrom(...bogusCredentials), weight: 1 },
    ),
    mutation: mutationsOf(op),
  })
  const [drawn] = fc.sample(arbitrary, { seed: seedOf(seed, index), numRuns: 1 })
  const { n, caller, via, bogus, mutation } = drawn!
  const draft = baseDraft(op, known, n)
  if (bogus) draft.headers = { ...draft.headers, ...bogus }
  mutation.apply(draft)
  return {
    index,
    op: op.id,
    mutation: mutation.label,
    caller: bogus ? "none" : caller,
    credential: bogus ? "bogus" : via,
    ...finish(op, draft),
  }
}
