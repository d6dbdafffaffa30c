import type { HttpLogEntry } from "./log.schema.ts"
import type { ReplayTransport } from "./replay-http.ts"

const CONSUMED = /^xstate\.(?:done|error)\.actor\.(.+)$/

/**
 * When recorded answers reach the replayed machines. At an exchange's entry the answer had
 * arrived; a call made by an invocation is handed over at that invocation's done or error event
 * (where the machine took it live, however long the browser was busy), other calls at once.
 */
export class AnswerGate {
  /** Exchanges passed in the log that were answered (what `expectCall` checks). */
  readonly answered: Array<HttpLogEntry> = []
  private held: Array<{ readonly origin: string; readonly entry: HttpLogEntry }> = []
  private readonly transport: ReplayTransport

  constructor(transport: ReplayTransport) {
    this.transport = transport
  }

  /** The exchange's entry was reached and its request has arrived. */
  arrived(entry: HttpLogEntry): void {
    if (entry.outcome === "answered") this.answered.push(entry)
    const origin = this.transport.originOf(entry.call)
    if (origin === null) this.transport.release(entry.call)
    else this.held.push({ origin, entry })
  }

  /** Hands over held answers that had arrived before `sentAt` (a later call of the same invocation needs them). */
  arrivedBefore(sentAt: number): void {
    const due = this.held.filter((h) => h.entry.at <= sentAt)
    this.held = this.held.filter((h) => h.entry.at > sentAt)
    for (const { entry } of due) this.transport.release(entry.call)
  }

  /** An internal event of `actor`: a done or error event hands over its invocation's answers. */
  internal(actor: string, type: string): void {
    const invoked = CONSUMED.exec(type)?.[1]
    if (invoked === undefined) return
    const origin = `${actor}|${invoked}`
    const due = this.held.filter((h) => h.origin === origin)
    this.held = this.held.filter((h) => h.origin !== origin)
    for (const { entry } of due) this.transport.release(entry.call)
  }
}
