import type { PortalRuntime } from "../runtime/portal-runtime.ts"
import { withClient } from "../runtime/actor-bridge.ts"
import { isPlainObject } from "../eventlog/plain-object.ts"

/**
 * Values a live flow learns while it runs (a token from a mailed link) and later steps use: a start
 * input or an event holds `{ "$var": "name" }` where the value goes. Replay needs none of this: the
 * recording holds the inputs and events as they were sent.
 */
export type FlowVars = Map<string, string>

const isVarRef = (value: unknown): value is { readonly $var: string } =>
  isPlainObject(value) && Object.keys(value).length === 1 && typeof value.$var === "string"

/** A copy of `value` with every `{ "$var": name }` replaced by its value; an unknown name throws. */
export const resolveVars = (value: unknown, vars: FlowVars): unknown => {
  if (isVarRef(value)) {
    const found = vars.get(value.$var)
    if (found === undefined)
      throw new Error(`no value named '${value.$var}' yet (a mailedToken step sets it)`)
    return found
  }
  if (Array.isArray(value)) return value.map((item) => resolveVars(item, vars))
  if (!isPlainObject(value)) return value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveVars(item, vars)]))
}

/** GET /v1/dev/outbox (demo servers only), newest first. */
export const readOutbox = (runtime: PortalRuntime) =>
  runtime.runPromise(withClient((client) => client.dev.outbox()))

/**
 * The token of the newest mail to `to` whose link starts with `link` (`/complete-setup/`): the
 * last segment of the link's path.
 */
export const mailedToken = async (runtime: PortalRuntime, to: string, link: string): Promise<string> => {
  const { items } = await readOutbox(runtime)
  const mail = items.find((m) => m.to.toLowerCase() === to.toLowerCase() && m.link?.startsWith(link))
  if (!mail?.link) throw new Error(`the demo outbox holds no mail to ${to} with a ${link} link`)
  return mail.link.slice(link.length).split(/[/?#]/)[0]!
}
