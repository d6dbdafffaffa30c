import type { AnyActorLogic, AnyActorRef } from "xstate"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"
import type { HttpLogEntry } from "./log.schema.ts"
import type { SnapshotForm } from "./snapshot-form.ts"

/** Live machine logic by name, built over the replay's runtime (`core/flows` has the portal's set). */
export type MachineSet = Readonly<Record<string, AnyActorLogic>>

/** What a mark handler (a flow's expectations) can look at. */
export interface ReplayView {
  /** The running actor of a machine (the latest started), if any. */
  readonly actor: (machine: string) => AnyActorRef | undefined
  /** Its latest snapshot in the log's form. */
  readonly snapshot: (machine: string) => SnapshotForm | undefined
  /** Exchanges the replay has passed in the log (answered ones), for checks such as expectCall. */
  readonly exchanges: () => ReadonlyArray<HttpLogEntry>
  /** The replay's runtime, for calls a host made outside machines (over the same recorded answers). */
  readonly runtime: PortalRuntime
}
