import type { PortalApi } from "./api.ts"

type Groups = (typeof PortalApi)["groups"]

/** `group.endpoint` for every endpoint of the contract (`tickets.list`, `config.config`, ...). */
export type EndpointKey = {
  [G in keyof Groups & string]: `${G}.${keyof Groups[G]["endpoints"] & string}`
}[keyof Groups & string]

/** The groups of the contract (`tickets`, `config`, ...). */
export type GroupName = keyof Groups & string

/** A value for every endpoint of the groups `G` and no other: a new endpoint fails type checking. */
export type PerEndpoint<G extends GroupName, V> = {
  readonly [K in Extract<EndpointKey, `${G}.${string}`>]: V
}
