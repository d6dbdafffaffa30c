import { Cause, Schema } from "effect"
import { HttpApi } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { base64ToBytes } from "../../core/eventlog/binary-json.ts"
import type { HttpLogEntry, RecordedBody } from "../../core/eventlog/log.schema.ts"

interface Endpoint {
  readonly name: string
  readonly method: string
  readonly pattern: RegExp
  readonly schemas: ReadonlyMap<number, ReadonlyArray<Schema.Top>>
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z]+/g, "[^/]+")}$`)

/** Every endpoint of the contract with its answer schemas by status (successes and errors). */
const endpoints = (): ReadonlyArray<Endpoint> => {
  const found: Array<Endpoint> = []
  HttpApi.reflect(PortalApi, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, successes, errors }) =>
      found.push({
        name: `${group.identifier}.${endpoint.identifier}`,
        method: endpoint.method,
        pattern: patternOf(endpoint.path),
        schemas: new Map([...successes, ...errors]),
      }),
  })
  return found
}

const ENDPOINTS = endpoints()

const bodyValue = (body: RecordedBody): unknown => {
  switch (body.type) {
    case "json":
      return body.value
    case "bytes":
      return base64ToBytes(body.base64)
    case "text":
      return body.value
    case "empty":
    case "digest":
      return undefined
  }
}

const tryDecode = (schema: Schema.Top, value: unknown): string | null => {
  const codec = value instanceof Uint8Array ? schema : Schema.toCodecJson(schema)
  const exit = Schema.decodeUnknownExit(codec as Schema.Codec<unknown, unknown>)(value)
  if (exit._tag === "Success") return null
  const error = Cause.squash(exit.cause)
  return error instanceof Error ? error.message.replace(/\s*\n\s*/g, " ") : String(error)
}

/**
 * Why a recorded answer does not decode with the contract (the endpoint's schema for its status);
 * null when it does. An answered call the contract does not have is a problem too.
 */
export const contractProblem = (entry: HttpLogEntry): string | null => {
  // A call that got no answer (a failure an inject step made, the country lookup on another origin)
  // has no answer to decode.
  if (entry.response === null) return null
  const { method, path } = entry.request
  const endpoint = ENDPOINTS.find((e) => e.method === method && e.pattern.test(path))
  if (!endpoint) return `no endpoint of PortalApi answers ${method} ${path}`
  const schemas = endpoint.schemas.get(entry.response.status)
  if (!schemas) return `${endpoint.name} declares no answer with status ${entry.response.status}`
  const value = bodyValue(entry.response.body)
  const problems = schemas.map((schema) => tryDecode(schema, value))
  return problems.includes(null) ? null : `${endpoint.name} ${entry.response.status}: ${problems.join(" | ")}`
}
