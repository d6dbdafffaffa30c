import { assign, enqueueActions, setup } from "xstate"
import {
  type ChangeRequestProblem,
  changeRequestFailureText,
  changeRequestProblems,
} from "../../domain/equipment/change-request.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { AgreementRequest, EquipmentDetail, SendEmailResult } from "../../schema/equipment.ts"
import { announce } from "../shared/announce.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type ChangeRequestFailure = EndpointFailure<"equipment", "sendEmail">

/** The equipment the request is about, as the details hold it (null until loaded). */
export type ChangeRequestSubject = Pick<
  EquipmentDetail,
  | "equipmentid"
  | "agreementid"
  | "salesemail"
  | "locationname"
  | "description"
  | "systemname"
  | "serialnumber"
>

export interface ChangeRequestContext {
  readonly subject: ChangeRequestSubject | null
  readonly message: string
  /** The checks of spec section 5 the last submit failed, each shown as an alert. */
  readonly problems: ReadonlyArray<ChangeRequestProblem>
  readonly submitting: boolean
  /** 'Unable to submit a change request', then the server's text on a new line (spec section 8). */
  readonly failureText: string | null
  readonly failure: ChangeRequestFailure | null
  readonly sentId: number | null
}

export type ChangeRequestEvent =
  | { readonly type: "request.subjectChange"; readonly subject: ChangeRequestSubject }
  | { readonly type: "request.open" }
  | { readonly type: "request.close" }
  | { readonly type: "request.messageChange"; readonly message: string }
  | { readonly type: "request.submit" }

/** Announced when a request was accepted: the page reloads the details (their activity shows it). */
export type ChangeRequestEmitted = { readonly type: "request.sent"; readonly id: number }

const sendRequest = providedByRuntime<SendEmailResult, AgreementRequest, ChangeRequestFailure>("sendRequest")

const problemsOf = (c: ChangeRequestContext) =>
  changeRequestProblems({
    agreementid: c.subject?.agreementid ?? null,
    salesemail: c.subject?.salesemail ?? null,
    message: c.message,
    equipmentid: c.subject?.equipmentid ?? null,
  })

const payloadOf = (c: ChangeRequestContext): AgreementRequest => {
  const s = c.subject!
  return {
    template: "agreement-request",
    to: s.salesemail!,
    agreementid: s.agreementid!,
    equipmentid: s.equipmentid,
    locationname: s.locationname,
    equipment: s.description,
    systemname: s.systemname,
    serialnumber: s.serialnumber,
    message: c.message.trim(),
  }
}

const serverText = (failure: ChangeRequestFailure): string | null =>
  "message" in failure && typeof failure.message === "string" ? failure.message : null

/**
 * The change request dialog (spec sections 4, 5, 8): closed or open; a submit runs the four checks
 * (each failing one shown as an alert), then sends with 'Submitting...' until the answer; a failure
 * shows its alert and clears the submitting flag; success closes with the request's id kept.
 */
export const changeRequestMachine = setup({
  types: {} as { context: ChangeRequestContext; events: ChangeRequestEvent; emitted: ChangeRequestEmitted },
  actors: { sendRequest },
  actions: {
    announceSent: enqueueActions(({ context, enqueue, self }) => {
      if (context.sentId !== null) announce(enqueue, self, { type: "request.sent", id: context.sentId })
    }),
  },
  guards: { hasProblems: ({ context }) => problemsOf(context).length > 0 },
}).createMachine({
  id: "changeRequest",
  context: {
    subject: null,
    message: "",
    problems: [],
    submitting: false,
    failureText: null,
    failure: null,
    sentId: null,
  },
  initial: "closed",
  on: { "request.subjectChange": { actions: assign({ subject: ({ event }) => event.subject }) } },
  states: {
    closed: {
      on: {
        "request.open": {
          target: "editing",
          actions: assign({ message: "", problems: [], failureText: null, failure: null }),
        },
      },
    },
    editing: {
      on: {
        "request.close": { target: "closed" },
        "request.messageChange": { actions: assign({ message: ({ event }) => event.message }) },
        "request.submit": [
          { guard: "hasProblems", actions: assign({ problems: ({ context }) => problemsOf(context) }) },
          { target: "submitting" },
        ],
      },
    },
    submitting: {
      entry: assign({ submitting: true, problems: [], failureText: null, failure: null }),
      exit: assign({ submitting: false }),
      invoke: {
        src: "sendRequest",
        input: ({ context }) => payloadOf(context),
        onDone: {
          target: "closed",
          actions: [assign({ sentId: ({ event }) => event.output.id, message: "" }), "announceSent"],
        },
        onError: {
          target: "editing",
          actions: assign(({ event }) => {
            const failure = failureOf(sendRequest, event)
            return { failure, failureText: changeRequestFailureText(serverText(failure)) }
          }),
        },
      },
    },
  },
})
