import { matchesState, type StateValue } from "xstate"
import { requestLine } from "../eventlog/http-record.ts"
import { canonicalText, isPlainObject, type Json } from "../eventlog/json-value.ts"
import type { HttpLogEntry } from "../eventlog/log.schema.ts"
import type { SnapshotForm } from "../eventlog/snapshot-form.ts"
import type { FlowStep } from "./flow.schema.ts"

type Step<K extends FlowStep["step"]> = Extract<FlowStep, { step: K }>

const show = (value: unknown) => (value === undefined ? "nothing" : JSON.stringify(value))

const matcher = (
  expected: Record<string, Json>,
  actual: Json | undefined,
  path: string,
): Array<string> | null => {
  const keys = Object.keys(expected)
  if (keys.length !== 1) return null
  if ("$length" in expected) {
    const length = Array.isArray(actual) || typeof actual === "string" ? actual.length : undefined
    return length === expected.$length
      ? []
      : [`${path}: expected length ${expected.$length}, got ${show(length)}`]
  }
  if ("$exists" in expected) {
    const exists = actual !== undefined && actual !== null
    return exists === expected.$exists
      ? []
      : [`${path}: expected ${exists ? "nothing" : "a value"}, got ${show(actual)}`]
  }
  return null
}

/**
 * Where `actual` does not contain `expected`: objects match by the keys listed, arrays element by
 * element (same length), other values by equality. One line per difference.
 */
export const subsetDifferences = (expected: Json, actual: Json | undefined, path: string): Array<string> => {
  if (isPlainObject(expected)) {
    const special = matcher(expected as Record<string, Json>, actual, path)
    if (special) return special
    if (!isPlainObject(actual)) return [`${path}: expected an object, got ${show(actual)}`]
    return Object.entries(expected).flatMap(([key, value]) =>
      subsetDifferences(value, (actual as Record<string, Json>)[key], `${path}/${key}`),
    )
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return [
        `${path}: expected ${expected.length} items, got ${Array.isArray(actual) ? actual.length : show(actual)}`,
      ]
    return expected.flatMap((item, i) => subsetDifferences(item, actual[i], `${path}/${i}`))
  }
  return canonicalText(expected) === canonicalText(actual)
    ? []
    : [`${path}: expected ${show(expected)}, got ${show(actual)}`]
}

/** Why a snapshot is not in `state`; null when it is. */
export const stateProblem = (
  machine: string,
  form: SnapshotForm | undefined,
  state: string,
): string | null => {
  if (form === undefined) return `${machine} is not running`
  return matchesState(state, form.value as StateValue)
    ? null
    : `${machine} is in ${show(form.value)}, expected '${state}'`
}

/** Problems of an `expect` step against a snapshot. */
export const expectProblems = (step: Step<"expect">, form: SnapshotForm | undefined): Array<string> => {
  if (form === undefined) return [`${step.machine} is not running`]
  const state = step.state === undefined ? null : stateProblem(step.machine, form, step.state)
  const context = step.context === undefined ? [] : subsetDifferences(step.context, form.context, "context")
  return [...(state === null ? [] : [state]), ...context]
}

/** `/v1/excel/files/*` matches `/v1/excel/files/abc`: `*` stands for one segment. */
export const pathMatches = (pattern: string, path: string): boolean => {
  const want = pattern.split("/")
  const have = path.split("/")
  return want.length === have.length && want.every((segment, i) => segment === "*" || segment === have[i])
}

const callMatches = (step: Step<"expectCall">, entry: HttpLogEntry) =>
  entry.request.method === step.method &&
  pathMatches(step.path, entry.request.path) &&
  (step.status === undefined || entry.response?.status === step.status) &&
  (step.query === undefined || subsetDifferences(step.query, entry.request.query, "query").length === 0) &&
  (step.body === undefined ||
    (entry.request.body.type === "json" &&
      subsetDifferences(step.body, entry.request.body.value, "body").length === 0))

/** Why no answered call matches an `expectCall` step; null when one does. */
export const callProblem = (
  step: Step<"expectCall">,
  exchanges: ReadonlyArray<HttpLogEntry>,
): string | null => {
  if (exchanges.some((entry) => callMatches(step, entry))) return null
  const made = exchanges.map((e) => `${requestLine(e.request)} ${e.response?.status ?? e.outcome}`)
  const wanted = `${step.method} ${step.path}${step.status === undefined ? "" : ` ${step.status}`}`
  return `no call ${wanted} matches; calls so far: ${made.length === 0 ? "none" : made.join(", ")}`
}
