import { assign, enqueueActions, setup } from "xstate"
import { isFormValid } from "../../domain/validation/rules.ts"
import type { NewTicket, NewTicketResult } from "../../schema/ticket.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import {
  fileRemoved,
  filesAdded,
  filesProgressed,
  type NewTicketWithFilesInput,
  progressCleared,
} from "./new-ticket.files.ts"
import {
  EMPTY_NEW_TICKET,
  placeChange,
  setNewTicketField,
  toNewTicketPayload,
  validateNewTicket,
  validateNewTicketField,
} from "./new-ticket.form.ts"
import type {
  CreateTicketFailure,
  NewTicketContext,
  NewTicketEmitted,
  NewTicketEvent,
  NewTicketInput,
  NewTicketOutput,
} from "./new-ticket.types.ts"

export type * from "./new-ticket.types.ts"

const createTicket = providedByRuntime<NewTicketResult, NewTicket, CreateTicketFailure>("createTicket")
const createTicketWithFiles = providedByRuntime<
  NewTicketResult,
  NewTicketWithFilesInput,
  CreateTicketFailure
>("createTicketWithFiles")

/** New service ticket form: validate, create, finish with the new ticket's id. */
export const newTicketMachine = setup({
  types: {} as {
    context: NewTicketContext
    events: NewTicketEvent
    input: NewTicketInput | undefined
    emitted: NewTicketEmitted
    output: NewTicketOutput
  },
  actors: {
    createTicket,
    createTicketWithFiles,
  },
  guards: {
    isFormValid: ({ context }) => isFormValid(validateNewTicket(context.values)),
    isFormValidWithFiles: ({ context }) =>
      context.files.length > 0 && isFormValid(validateNewTicket(context.values)),
  },
  actions: {
    addFiles: assign(({ context, event }) => filesAdded(context, event)),
    removeFile: assign(({ context, event }) => fileRemoved(context, event)),
    assignProgress: assign(({ context, event }) => filesProgressed(context, event)),
    resetProgress: assign(({ context }) => progressCleared(context)),
    /** The ticket exists (its id assigned first): announce it, the host navigates to it. */
    announceCreated: enqueueActions(({ context, enqueue, self }) =>
      announce(enqueue, self, { type: "ticket.created", ticketid: context.ticketid ?? 0 }),
    ),
    assignValue: enqueueActions(({ context, event, enqueue, self }) => {
      if (event.type !== "form.input" && event.type !== "form.change") return
      const values = setNewTicketField(context.values, event.field, event.value)
      enqueue.assign({ values })
      const place = placeChange(context.values, values)
      if (place !== null) announce(enqueue, self, place)
    }),
    announcePlace: enqueueActions(({ context, enqueue, self }) => {
      const place = placeChange(EMPTY_NEW_TICKET, context.values)
      if (place !== null) announce(enqueue, self, place)
    }),
    validateEventField: assign({
      invalid: ({ context, event }) =>
        event.type === "form.change" || event.type === "form.blur"
          ? validateNewTicketField(context.invalid, context.values, event.field)
          : context.invalid,
    }),
    validateAll: assign({ invalid: ({ context }) => validateNewTicket(context.values) }),
  },
}).createMachine({
  id: "newTicket",
  context: ({ input }) => ({
    initial: { ...EMPTY_NEW_TICKET, ...input?.defaults },
    values: { ...EMPTY_NEW_TICKET, ...input?.defaults },
    invalid: {},
    error: null,
    ticketid: null,
    files: [],
    filesProblem: null,
  }),
  initial: "editing",
  entry: "announcePlace",
  states: {
    editing: {
      on: {
        "form.input": { actions: "assignValue" },
        "form.change": { actions: ["assignValue", "validateEventField"] },
        "form.blur": { actions: "validateEventField" },
        "files.add": { actions: "addFiles" },
        "files.remove": { actions: "removeFile" },
        "form.submit": [
          { guard: "isFormValidWithFiles", target: "submittingWithFiles", actions: "validateAll" },
          { guard: "isFormValid", target: "submitting", actions: "validateAll" },
          { actions: "validateAll" },
        ],
        "form.reset": {
          actions: enqueueActions(({ context, enqueue, self }) => {
            enqueue.assign({
              values: context.initial,
              invalid: {},
              error: null,
              files: [],
              filesProblem: null,
            })
            const place = placeChange(context.values, context.initial)
            if (place !== null) announce(enqueue, self, place)
          }),
        },
      },
    },
    /** The form is disabled while submitting. */
    submitting: {
      entry: assign({ error: null }),
      invoke: {
        src: "createTicket",
        input: ({ context }) => toNewTicketPayload(context.values),
        onDone: {
          target: "done",
          actions: [assign({ ticketid: ({ event }) => event.output.ticketid }), "announceCreated"],
        },
        onError: {
          target: "editing",
          actions: assign({ error: ({ event }) => failureOf(createTicket, event) }),
        },
      },
    },
    /** Like submitting, with the picked files in the same request; the host reports its progress. */
    submittingWithFiles: {
      entry: assign({ error: null }),
      on: { "files.progress": { actions: "assignProgress" } },
      invoke: {
        src: "createTicketWithFiles",
        input: ({ context }) => ({
          ticket: toNewTicketPayload(context.values),
          files: context.files.map(({ name, body }) => ({ name, body })),
        }),
        onDone: {
          target: "done",
          actions: [assign({ ticketid: ({ event }) => event.output.ticketid }), "announceCreated"],
        },
        onError: {
          target: "editing",
          actions: [
            "resetProgress",
            assign({ error: ({ event }) => failureOf(createTicketWithFiles, event) }),
          ],
        },
      },
    },
    done: { type: "final" },
  },
  output: ({ context }) => ({ ticketid: context.ticketid ?? 0 }),
})
