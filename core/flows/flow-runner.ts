import { matchesState } from "xstate"
import { decodeEventValue } from "../eventlog/binary-json.ts"
import { requestLine } from "../eventlog/http-record.ts"
import type { EventLogDocument, HttpLogEntry } from "../eventlog/log.schema.ts"
import type { Json } from "../eventlog/json-value.ts"
import { callProblem, expectProblems, subsetDifferences } from "./flow-checks.ts"
import type { FlowFile, FlowStep } from "./flow.schema.ts"
import {
  DEMO_PASSWORD,
  type FlowResult,
  isDirectCall,
  markLabel,
  type StepResult,
  stepLabel,
} from "./flow-steps.ts"
import { mailedToken, resolveVars } from "./flow-vars.ts"
import { type LiveFlowHost, LiveSession } from "./live-session.ts"

const DEFAULT_WAIT_MS = 10_000
const SIGN_IN_WAIT_MS = 15_000

const failIf = (problems: ReadonlyArray<string | null>) => {
  const real = problems.filter((p): p is string => p !== null)
  if (real.length > 0) throw new Error(real.join("; "))
}

const signIn = async (session: LiveSession, step: Extract<FlowStep, { step: "signIn" }>) => {
  const auth = session.running("auth") ?? session.start("auth", undefined)
  auth.send({ type: "auth.submit", username: step.user, password: step.password ?? DEMO_PASSWORD })
  await session.until(
    "auth",
    // An expired password stops at the forced update: signed in, with nothing else answering.
    (s) => s.matches({ success: "ready" }) || s.matches({ success: "expired" }) || s.matches("error"),
    SIGN_IN_WAIT_MS,
    "finish signing in",
  )
  const form = session.form("auth")
  const signedIn =
    form !== undefined &&
    (matchesState({ success: "ready" }, form.value as never) ||
      matchesState({ success: "expired" }, form.value as never))
  if (!signedIn) {
    // The failure as the log holds it: `{ $error: { tag, status, message } }`.
    type Logged = { error?: { $error?: { status?: number; message?: string } } }
    const error = (form?.context as Logged | undefined)?.error?.$error
    throw new Error(
      `sign-in as ${step.user} failed: ${error?.status ?? "?"} ${error?.message ?? "no error recorded"}`,
    )
  }
}

const runStep = async (session: LiveSession, step: FlowStep): Promise<void> => {
  switch (step.step) {
    case "signIn":
      return signIn(session, step)
    case "start":
      session.start(
        step.machine,
        step.input === undefined ? undefined : resolveVars(step.input, session.vars),
      )
      return
    case "send":
      session
        .actor(step.machine)
        .send(decodeEventValue(resolveVars(step.event, session.vars)) as { type: string })
      return
    case "mailedToken":
      session.vars.set(step.as, await mailedToken(session.runtime, step.to, step.link))
      return
    case "waitFor":
      return session.until(
        step.machine,
        (s) =>
          s.matches(step.state as never) &&
          (step.context === undefined ||
            subsetDifferences(step.context, s.context as Json, "context").length === 0),
        step.timeoutMs ?? DEFAULT_WAIT_MS,
        step.context === undefined
          ? `reach '${step.state}'`
          : `reach '${step.state}' with ${JSON.stringify(step.context)}`,
      )
    case "expect":
      return failIf(expectProblems(step, session.form(step.machine)))
    case "expectCall":
      return failIf([callProblem(step, session.log.exchanges())])
    case "endServerSession":
      await session.endServerSession()
      return
    case "inject":
      session.injected.add(step)
      return
    case "stop":
      return session.stop(step.machine)
  }
}

export interface LiveFlowOutcome {
  readonly result: FlowResult
  /** The run's event log, when every step passed (what `portal flow record` saves). */
  readonly recording: EventLogDocument | null
}

/**
 * Runs a flow against a live server: each step in turn, stopping at the first failure (the rest
 * are skipped). Every step that passed leaves a mark in the log, which replay checks again.
 */
export const runFlowLive = async (
  name: string,
  flow: FlowFile,
  host: LiveFlowHost,
  mode: "run" | "record" = "run",
): Promise<LiveFlowOutcome> => {
  const session = new LiveSession(name, host)
  const started = host.now()
  const steps: Array<StepResult> = []
  let failed = false
  try {
    for (const [index, step] of flow.steps.entries()) {
      const label = stepLabel(step)
      if (failed) {
        steps.push({ step: index + 1, label, status: "skipped", ms: 0 })
        continue
      }
      const t0 = host.now()
      const before = session.log.exchanges().length
      try {
        // A call made outside machines is marked first: replay makes it again at that point.
        if (isDirectCall(step)) session.log.mark(markLabel(index, step))
        await runStep(session, step)
        if (!isDirectCall(step)) session.log.mark(markLabel(index, step))
        steps.push({ step: index + 1, label, status: "passed", ms: host.now() - t0 })
      } catch (error) {
        failed = true
        const message = [messageOf(error), ...unanswered(session.log.exchanges().slice(before))].join("\n")
        steps.push({ step: index + 1, label, status: "failed", message, ms: host.now() - t0 })
      }
    }
    // An injection no call took tested nothing: the flow fails rather than pass for the wrong reason.
    const untaken = failed
      ? []
      : session.injected.pending().map((step) => `no call took '${stepLabel(step)}'`)
    const error = untaken.length === 0 ? {} : { error: untaken.join("; ") }
    const ok = !failed && untaken.length === 0
    const recording = ok ? await session.log.toDocument() : null
    const calls = session.log.exchanges().length
    return { result: { name, mode, ok, steps, ms: host.now() - started, calls, ...error }, recording }
  } finally {
    await session.close()
  }
}

/** Calls of a failed step that got no answer at all (server down, refused, timed out). */
const unanswered = (exchanges: ReadonlyArray<HttpLogEntry>): ReadonlyArray<string> =>
  exchanges
    .filter((e) => e.outcome === "failed")
    .map((e) => `${requestLine(e.request)} got no answer: ${e.failure ?? "transport failure"}`)

export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))
