import type { EndpointFailure } from "../../runtime/failures.ts"
import type { EndTarget } from "../../domain/admin/impersonation-end.ts"
import type { LoginResult, Session } from "../../schema/session.ts"

export type StartFailure = EndpointFailure<"impersonation", "start">
export type EndFailure = EndpointFailure<"impersonation", "end">

export interface ImpersonationContext {
  /** The spec's loading flag: on while a start or end runs (the loading bar reads it). */
  readonly loading: boolean
  /** What the last start or end failed with; null after a success. */
  readonly error: StartFailure | EndFailure | null
  /** Which call failed last. */
  readonly failedAction: "start" | "end" | null
  /** Where the last end landed. */
  readonly endTarget: EndTarget | null
  /**
   * The page the staff member started viewing as someone from: where Go back returns without a
   * redirect. Absent (not null) until a start names it, so recorded snapshots of flows that never
   * name it stay the same.
   */
  readonly startedFrom?: string
}

export type ImpersonationEvent =
  /** View the portal as this user; `from` is the page shown now (Go back returns there). */
  | { readonly type: "impersonation.start"; readonly userID: number; readonly from?: string }
  /**
   * Go back to the own account. `redirect` is the page to return to (null: where the start was sent
   * from, else the dashboard),
   * `currentPath` the page shown now (same target: reload it).
   */
  | { readonly type: "impersonation.end"; readonly redirect: string | null; readonly currentPath: string }

export type { LoginResult, Session }
