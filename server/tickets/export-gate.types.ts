import type { Effect } from "effect"

/** Why an export may not start now: the user's own is still running, or all places are taken. */
export type ExportRefusal = "ownExportRunning" | "serverBusy"

/** An export's place: `keep` runs the work and renews the lease meanwhile; `leave` gives it back. */
export interface ExportPlace {
  /** The lease's holder (export_leases.holder): the export's row names it while it is written. */
  readonly holder: string
  readonly keep: <A, E, R>(work: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
  readonly leave: Effect.Effect<void>
}

/** Admission of spreadsheet exports across every process on the database: one per user, `atOnce` in all. */
export interface ExportGateShape {
  /** Takes a place for `userid`, or says why there is none. */
  readonly enter: (userid: number) => Effect.Effect<ExportPlace | { readonly refused: ExportRefusal }>
  /** Exports this process is preparing now. */
  readonly running: () => number
  readonly atOnce: number
}
