import { jsonDifferences } from "./diff.ts"
import type { Json } from "./json-value.ts"
import type { SnapshotLogEntry } from "./log.schema.ts"
import { ReplayMismatch } from "./replay-mismatch.ts"
import { applyContextPatch, type SnapshotForm, snapshotText } from "./snapshot-form.ts"

export const stateText = (value: Json | undefined): string =>
  value === undefined ? "no snapshot" : JSON.stringify(value)

const LABELS = { expected: "recorded", actual: "replayed" }

/** The recorded snapshots per actor, rebuilt from the first full context and the patches after it. */
export class RecordedSnapshots {
  private readonly last = new Map<string, { count: number; context: Json }>()

  /** The next recorded snapshot of the entry's actor, and its 1-based number. */
  next(entry: SnapshotLogEntry): { readonly count: number; readonly form: SnapshotForm } {
    const previous = this.last.get(entry.actor)
    const context = entry.context ?? applyContextPatch(entry.patch ?? [], previous?.context ?? null)
    const count = (previous?.count ?? 0) + 1
    this.last.set(entry.actor, { count, context })
    return { count, form: { value: entry.value, context, ...(entry.status ? { status: entry.status } : {}) } }
  }

  /** How many snapshots of the actor the log has had so far. */
  count(actor: string): number {
    return this.last.get(actor)?.count ?? 0
  }
}

/** Throws a readable diff when the replayed snapshot is not the recorded one. */
export const assertSameSnapshot = (
  where: string,
  expected: SnapshotForm,
  actual: SnapshotForm,
  actualText: string,
): void => {
  if (actualText === snapshotText(expected)) return
  const lines = [
    ...(JSON.stringify(expected.value) === JSON.stringify(actual.value)
      ? []
      : [`state: recorded ${stateText(expected.value)}, replayed ${stateText(actual.value)}`]),
    ...(expected.status === actual.status
      ? []
      : [`status: recorded ${expected.status ?? "active"}, replayed ${actual.status ?? "active"}`]),
    ...jsonDifferences(expected.context, actual.context, LABELS, "context"),
  ]
  throw new ReplayMismatch([`${where}:`, ...lines.map((l) => `  ${l}`)].join("\n"))
}
