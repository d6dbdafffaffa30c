/** Why an export may not start now: the user's own is still running, or the process is at its limit. */
export type ExportRefusal = "ownExportRunning" | "serverBusy"

/** Admission of spreadsheet exports in this process: one per user, `atOnce` in all. */
export interface ExportGateShape {
  /** Takes a place for `userid`: `leave` gives it back; a refusal says why there is none. */
  readonly enter: (userid: number) => { readonly leave: () => void } | { readonly refused: ExportRefusal }
  /** Exports running now. */
  readonly running: () => number
  readonly atOnce: number
}

/**
 * An export reads every matching ticket and builds a file: one user asking for many at once (a
 * loop, a stuck button, a script) would take the server's database time and memory from everyone.
 * The gate bounds them per process (in memory, like the sign-in throttle): with several server
 * processes a user may have one running on each.
 */
export const makeExportGate = (atOnce: number): ExportGateShape => {
  const users = new Set<number>()
  return {
    enter: (userid) => {
      if (users.has(userid)) return { refused: "ownExportRunning" }
      if (users.size >= atOnce) return { refused: "serverBusy" }
      users.add(userid)
      return { leave: () => users.delete(userid) }
    },
    running: () => users.size,
    atOnce,
  }
}
