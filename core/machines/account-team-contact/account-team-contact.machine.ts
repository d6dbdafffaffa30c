import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { SendEmailResult } from "../../schema/equipment.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type AccountTeamContactFailure = EndpointFailure<"equipment", "sendEmail">

export interface AccountTeamContactContext {
  readonly contacted: boolean
  readonly error: AccountTeamContactFailure | null
}

export type AccountTeamContactEvent = { readonly type: "team.contact" }

const sendContact = providedByRuntime<SendEmailResult, void, AccountTeamContactFailure>("sendContact")
/** Whether this session already asked (`contactedAccountTeam` in storage, cleared on logout). */
const readContacted = providedByRuntime<boolean, void, never>("readContacted")

/**
 * A customer asks their account team to get in touch (POST /v1/sendemail with `{ template }`
 * alone): once a session. A sent request is remembered (`rememberContacted`, stored under
 * `contactedAccountTeam` until logout), so the block shows it as sent instead of asking again; a
 * failed one can be tried again.
 */
export const accountTeamContactMachine = setup({
  types: {
    context: {} as AccountTeamContactContext,
    events: {} as AccountTeamContactEvent,
  },
  actors: { sendContact, readContacted },
  actions: {
    /** Provided by the host: stores `contactedAccountTeam`. */
    rememberContacted: () => {},
  },
}).createMachine({
  id: "accountTeamContact",
  context: { contacted: false, error: null },
  initial: "checking",
  states: {
    checking: {
      invoke: {
        src: "readContacted",
        onDone: [
          { guard: ({ event }) => event.output, target: "sent", actions: assign({ contacted: true }) },
          { target: "idle" },
        ],
      },
    },
    idle: { on: { "team.contact": "sending" } },
    sending: {
      entry: assign({ error: null }),
      invoke: {
        src: "sendContact",
        onDone: { target: "sent", actions: ["rememberContacted", assign({ contacted: true })] },
        onError: { target: "idle", actions: assign({ error: ({ event }) => failureOf(sendContact, event) }) },
      },
    },
    sent: { type: "final" },
  },
})
