import { encodeEventValue } from "./binary-json.ts"
import type { Json } from "./json-value.ts"
import type { HttpLogEntry, LogEntry } from "./log.schema.ts"
import type { SessionPseudonyms, Sanitized } from "./redact.ts"
import { contextPatch, type SnapshotForm, snapshotForm, snapshotText } from "./snapshot-form.ts"

/** Entries as captured, before the (async, costly) conversion to the stored JSON form. */
export type RawEntry =
  | { kind: "start"; at: number; actor: string; machine: string; input: Sanitized<unknown> }
  | { kind: "event"; at: number; actor: string; event: Sanitized<unknown> }
  | { kind: "internal"; at: number; actor: string; type: string; timer?: true }
  | { kind: "snapshot"; at: number; actor: string; snapshot: unknown }
  | ({ kind: "http" } & Omit<HttpLogEntry, "kind" | "seq">)
  | { kind: "streamed"; at: number; call: number; text: string; ended?: true }
  | { kind: "stop"; at: number; actor: string }
  | { kind: "mark"; at: number; label: string }

type Unnumbered = LogEntry extends infer E ? (E extends LogEntry ? Omit<E, "seq"> : never) : never

const redactedField = (removed: ReadonlyArray<string>) =>
  removed.length > 0 ? { redacted: [...removed] } : {}

/**
 * Per actor, consecutive equal snapshots collapse into one; the first keeps the whole context and
 * later ones a JSON Patch from the previous, which keeps long sessions small.
 */
class SnapshotCompressor {
  private readonly last = new Map<string, { form: SnapshotForm; text: string }>()
  private readonly pseudonyms: SessionPseudonyms

  constructor(pseudonyms: SessionPseudonyms) {
    this.pseudonyms = pseudonyms
  }

  next(actor: string, at: number, snapshot: unknown): Unnumbered | null {
    const form = snapshotForm(snapshot, this.pseudonyms)
    const text = snapshotText(form)
    const previous = this.last.get(actor)
    if (previous?.text === text) return null
    this.last.set(actor, { form, text })
    const status = form.status === undefined ? {} : { status: form.status }
    return previous === undefined
      ? { kind: "snapshot", at, actor, value: form.value, context: form.context, ...status }
      : {
          kind: "snapshot",
          at,
          actor,
          value: form.value,
          patch: contextPatch(previous.form.context, form.context).map((op) => ({ ...op })),
          ...status,
        }
  }
}

const convert = async (entry: RawEntry, snapshots: SnapshotCompressor): Promise<Unnumbered | null> => {
  switch (entry.kind) {
    case "start":
      return {
        kind: "start",
        at: entry.at,
        actor: entry.actor,
        machine: entry.machine,
        input: await encodeEventValue(entry.input.value),
        ...redactedField(entry.input.removed),
      }
    case "event":
      return {
        kind: "event",
        at: entry.at,
        actor: entry.actor,
        event: (await encodeEventValue(entry.event.value)) as Json,
        ...redactedField(entry.event.removed),
      }
    case "snapshot":
      return snapshots.next(entry.actor, entry.at, entry.snapshot)
    default:
      return entry
  }
}

/** Converts captured entries to the stored form and numbers them. */
export const toLogEntries = async (
  raw: ReadonlyArray<RawEntry>,
  pseudonyms: SessionPseudonyms,
): Promise<ReadonlyArray<LogEntry>> => {
  const snapshots = new SnapshotCompressor(pseudonyms)
  const out: Array<LogEntry> = []
  for (const entry of raw) {
    const converted = await convert(entry, snapshots)
    if (converted !== null) out.push({ seq: out.length, ...converted } as LogEntry)
  }
  return out
}
