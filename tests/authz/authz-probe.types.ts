import type { Cell, ProbeRequest, Relation } from "./authz-cells.ts"
import type { LeakCheck } from "./authz-leaks.ts"

/** How the matrix calls one endpoint and what it checks beyond the status. */
export interface Probe {
  /** `own` alone for calls about the caller itself; both by default. */
  readonly relations?: ReadonlyArray<Relation>
  /** A list: answers 2xx for any filter, and every row must be in the caller's scope. */
  readonly list?: true
  /** The call ends the session it carries, so it gets a fresh one. */
  readonly freshSession?: true
  /** The call ends every session of the user: the caller signs in again after it. */
  readonly endsEverySession?: true
  readonly request: (cell: Cell) => ProbeRequest | Promise<ProbeRequest>
  /** What a 2xx shows that it may not (rows of other companies, counts of a wider scope). */
  readonly leaks?: LeakCheck
  /** SQL of what the call writes: a refused call must leave it unchanged. */
  readonly footprint?: (cell: Cell) => Promise<number>
}
