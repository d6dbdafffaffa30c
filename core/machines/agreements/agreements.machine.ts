import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type {
  Agreement,
  AgreementLocation,
  AgreementSummary,
  SalesforceAccount,
} from "../../schema/agreement.ts"
import { type AccountsFailure, fetchAccounts } from "../shared/accounts.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type AgreementsFailure =
  | EndpointFailure<"shell", "agreements">
  | EndpointFailure<"shell", "salesforceAgreements">
  | AccountsFailure
export type AgreementFailure = EndpointFailure<"shell", "agreement"> | EndpointFailure<"shell", "contracts">

export interface AgreementsContext {
  /** Staff and sales reps choose a customer account first (spec section 2, account lookup input). */
  readonly chooseAccount: boolean
  readonly accounts: ReadonlyArray<SalesforceAccount>
  readonly account: number | null
  readonly agreements: ReadonlyArray<AgreementSummary> | null
  readonly status: "none" | "loading" | "error"
  readonly error: AgreementsFailure | null
  readonly selected: number | null
  readonly agreement: Agreement | null
  readonly locations: ReadonlyArray<AgreementLocation>
  readonly detailStatus: "none" | "loading" | "error"
  readonly detailError: AgreementFailure | null
}

export type AgreementsEvent =
  | { readonly type: "agreements.load" }
  | { readonly type: "agreements.accountChange"; readonly account: number | null }
  | { readonly type: "agreements.select"; readonly agreementid: number }
  | { readonly type: "agreements.close" }

export interface AgreementsInput {
  readonly chooseAccount?: boolean
}

export interface AgreementOutput {
  readonly agreement: Agreement
  readonly locations: ReadonlyArray<AgreementLocation>
}

const fetchAgreements = providedByRuntime<
  ReadonlyArray<AgreementSummary>,
  { account: number | null },
  AgreementsFailure
>("fetchAgreements")
const fetchAgreement = providedByRuntime<AgreementOutput, { agreementid: number }, AgreementFailure>(
  "fetchAgreement",
)

/**
 * The agreements screen: the caller's agreements (or, for staff and sales reps, those of the chosen
 * account) and, for the one selected, its full record and its locations (page size 1000).
 */
export const agreementsMachine = setup({
  types: {} as { context: AgreementsContext; events: AgreementsEvent; input: AgreementsInput | undefined },
  actors: { fetchAccounts, fetchAgreements, fetchAgreement },
}).createMachine({
  id: "agreements",
  context: ({ input }) => ({
    chooseAccount: input?.chooseAccount === true,
    accounts: [],
    account: null,
    agreements: null,
    status: "none",
    error: null,
    selected: null,
    agreement: null,
    locations: [],
    detailStatus: "none",
    detailError: null,
  }),
  type: "parallel",
  states: {
    list: {
      initial: "start",
      on: {
        "agreements.load": { target: ".loading" },
        "agreements.accountChange": {
          target: ".loading",
          actions: assign({
            account: ({ event }) => event.account,
            selected: null,
            agreement: null,
            locations: [],
          }),
        },
      },
      states: {
        start: {
          always: [
            { guard: ({ context }) => context.chooseAccount, target: "accounts" },
            { target: "loading" },
          ],
        },
        accounts: {
          entry: assign({ status: "loading" }),
          invoke: {
            src: "fetchAccounts",
            onDone: { target: "loading", actions: assign({ accounts: ({ event }) => event.output }) },
            onError: {
              target: "error",
              actions: assign({ error: ({ event }) => failureOf(fetchAccounts, event) }),
            },
          },
        },
        loading: {
          entry: assign({ status: "loading", error: null }),
          invoke: {
            src: "fetchAgreements",
            input: ({ context }) => ({ account: context.account }),
            onDone: { target: "none", actions: assign({ agreements: ({ event }) => event.output }) },
            onError: {
              target: "error",
              actions: assign({ error: ({ event }) => failureOf(fetchAgreements, event) }),
            },
          },
        },
        none: { entry: assign({ status: "none" }) },
        error: { entry: assign({ status: "error" }) },
      },
    },
    detail: {
      initial: "none",
      on: {
        "agreements.select": {
          target: ".loading",
          actions: assign({ selected: ({ event }) => event.agreementid }),
        },
        "agreements.close": {
          target: ".none",
          actions: assign({ selected: null, agreement: null, locations: [] }),
        },
      },
      states: {
        none: { entry: assign({ detailStatus: "none" }) },
        error: { entry: assign({ detailStatus: "error" }) },
        loading: {
          entry: assign({ detailStatus: "loading", detailError: null }),
          invoke: {
            src: "fetchAgreement",
            input: ({ context }) => ({ agreementid: context.selected! }),
            onDone: {
              target: "none",
              actions: assign({
                agreement: ({ event }) => event.output.agreement,
                locations: ({ event }) => event.output.locations,
              }),
            },
            onError: {
              target: "error",
              actions: assign({ detailError: ({ event }) => failureOf(fetchAgreement, event) }),
            },
          },
        },
      },
    },
  },
})
