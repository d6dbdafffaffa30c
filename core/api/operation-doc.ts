import type { GroupName, PerEndpoint } from "./endpoint-key.ts"

/**
 * What `/openapi.json` and `/docs` say about one call: a short `summary` (a title, no full stop) and
 * a `description` of what it does and answers, in the spec's words (who may call it is added from
 * the server's access table).
 */
export interface OperationDoc {
  readonly summary: string
  readonly description: string
}

/** One area's part of the docs: an entry for every endpoint of the groups `G`, and no other. */
export type AreaDocs<G extends GroupName> = PerEndpoint<G, OperationDoc>
