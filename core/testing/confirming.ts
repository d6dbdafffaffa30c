import { expect } from "vitest"
import type { EventObject } from "xstate"
import type { ConfirmOptions } from "../domain/dialogs.ts"

/** An actor that asks before acting: its snapshot's state name and the context its question reads. */
interface Asking<C, E extends EventObject> {
  send(event: E): void
  getSnapshot(): { readonly value: unknown; readonly context: C }
}

/** How one machine asks: its ask, cancel and confirm events, the question it exports, where cancel returns. */
export interface QuestionSpec<C, E extends EventObject> {
  readonly ask: E
  readonly cancel: E
  readonly confirm: E
  readonly questionOf: (context: C) => ConfirmOptions | null
  readonly back: string
}

/** A machine's question for the drivers below; cancel returns to `ready` unless told otherwise. */
export const questionSpec = <C, E extends EventObject>(
  questionOf: (context: C) => ConfirmOptions | null,
  ask: E,
  answers: { readonly cancel: E["type"]; readonly confirm: E["type"]; readonly back?: string },
): QuestionSpec<C, E> => ({
  ask,
  cancel: { type: answers.cancel } as E,
  confirm: { type: answers.confirm } as E,
  questionOf,
  back: answers.back ?? "ready",
})

/**
 * Asks and cancels: the machine waits in `confirming` with its question, and cancel returns to
 * `back` with no question left. Returns the question that was asked.
 */
export const askThenCancel = <C, E extends EventObject>(
  actor: Asking<C, E>,
  spec: QuestionSpec<C, E>,
): ConfirmOptions | null => {
  actor.send(spec.ask)
  expect(actor.getSnapshot().value).toBe("confirming")
  const asked = spec.questionOf(actor.getSnapshot().context)
  actor.send(spec.cancel)
  expect(actor.getSnapshot().value).toBe(spec.back)
  return asked
}

/** Asks and confirms; returns the state the answer led to. */
export const askThenConfirm = <C, E extends EventObject>(actor: Asking<C, E>, spec: QuestionSpec<C, E>) => {
  actor.send(spec.ask)
  actor.send(spec.confirm)
  return actor.getSnapshot().value
}
