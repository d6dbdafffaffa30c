import { canonicalText } from "../eventlog/json-value.ts"
import { SessionPseudonyms, sanitize } from "../eventlog/redact.ts"
import type { FlowStep } from "./flow.schema.ts"

/** The documented password of every demo sign-in (README); flows use it unless they give one. */
export const DEMO_PASSWORD = "Portal-Demo-2026!"

const json = (value: unknown) => canonicalText(sanitize(value, new SessionPseudonyms()).value)

/** One readable line per step (no passwords): also the label of its mark in a recording. */
export const stepLabel = (step: FlowStep): string => {
  switch (step.step) {
    case "signIn":
      return `signIn ${step.user}`
    case "start":
      return `start ${step.machine}${step.input === undefined ? "" : ` ${json(step.input)}`}`
    case "send": {
      const { type, ...rest } = step.event
      return `send ${step.machine} ${type}${Object.keys(rest).length === 0 ? "" : ` ${json(rest)}`}`
    }
    case "waitFor":
      return `waitFor ${step.machine} ${step.state}${step.context === undefined ? "" : ` ${json(step.context)}`}`
    case "expect":
      return `expect ${step.machine}${step.state === undefined ? "" : ` ${step.state}`}${step.context === undefined ? "" : ` ${json(step.context)}`}`
    case "expectCall":
      return `expectCall ${step.method} ${step.path}${step.query === undefined ? "" : ` ${json(step.query)}`}${step.status === undefined ? "" : ` ${step.status}`}`
    case "endServerSession":
      return "endServerSession"
    case "mailedToken":
      return `mailedToken ${step.to} ${step.link} as ${step.as}`
    case "inject": {
      const answer = [
        step.delayMs === undefined ? null : `after ${step.delayMs} ms`,
        step.failure === undefined ? "answered" : `failing: ${step.failure}`,
      ]
      return `inject ${step.method} ${step.path} ${answer.filter((a) => a !== null).join(" ")}`
    }
    case "stop":
      return `stop ${step.machine}`
  }
}

/** Steps that act on machines or the server; the rest only check. */
export const isDriving = (step: FlowStep): boolean =>
  step.step === "signIn" ||
  step.step === "start" ||
  step.step === "send" ||
  step.step === "endServerSession" ||
  step.step === "mailedToken" ||
  step.step === "inject" ||
  step.step === "stop"

/** Steps that call the server themselves (not through a machine): marked before they run. */
export const isDirectCall = (step: FlowStep): boolean =>
  step.step === "endServerSession" || step.step === "mailedToken"

/** The mark a recording holds for step `index` (0-based): `step 3: send ticketList list.load`. */
export const markLabel = (index: number, step: FlowStep): string =>
  `step ${index + 1}: ${isDriving(step) ? stepLabel(step) : step.step}`

/** Outcome of one step. */
export interface StepResult {
  /** The step's number in the flow file, from 1: as the text report, JUnit and the recording's marks say. */
  readonly step: number
  readonly label: string
  readonly status: "passed" | "failed" | "skipped"
  readonly message?: string
  readonly ms: number
}

/** Outcome of one flow run, replay or recording. */
export interface FlowResult {
  readonly name: string
  readonly mode: "run" | "record" | "replay"
  readonly ok: boolean
  readonly steps: ReadonlyArray<StepResult>
  readonly ms: number
  /** Requests answered (from the server or the recording). */
  readonly calls: number
  /** Why the flow failed outside any step (a stale recording, a bad file). */
  readonly error?: string
}
