import { assign, setup } from "xstate"
import { transferProblem } from "../../domain/admin/transfer.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Company, TransferResult } from "../../schema/admin.ts"
import { findCompanies } from "../shared/companies.ts"
import { BadRequest } from "../../schema/errors.ts"
import type { User } from "../../schema/user.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/** Users and companies offered per search. */
export const TRANSFER_CHOICES = 20

export type TransferFailure =
  | EndpointFailure<"users", "adminList">
  | EndpointFailure<"admin", "companies">
  | EndpointFailure<"admin", "transfer">
  | BadRequest

export interface AdminTransferContext {
  readonly userSearch: string
  readonly users: ReadonlyArray<User>
  readonly companySearch: string
  readonly companies: ReadonlyArray<Company>
  readonly user: User | null
  readonly companyId: number | null
  /** The server's answer to the last transfer. */
  readonly result: TransferResult | null
  readonly error: TransferFailure | null
}

export type AdminTransferEvent =
  | { readonly type: "transfer.findUsers"; readonly search: string }
  | { readonly type: "transfer.findCompanies"; readonly search: string }
  | { readonly type: "transfer.chooseUser"; readonly userid: number }
  | { readonly type: "transfer.chooseCompany"; readonly companyId: number }
  | { readonly type: "transfer.submit" }

export interface TransferInput {
  readonly userID: number
  readonly companyID: number
}

const findUsers = providedByRuntime<
  ReadonlyArray<User>,
  { search: string; limit: number },
  EndpointFailure<"users", "adminList">
>("findUsers")
const transferUser = providedByRuntime<TransferResult, TransferInput, EndpointFailure<"admin", "transfer">>(
  "transferUser",
)

const problemOf = (context: AdminTransferContext) => transferProblem(context.user, context.companyId)

/**
 * The admin screen's user transfer (staff): find a user (every company's, by name, username or
 * email) and the company to move them to, then transfer. The screen says what moves before it asks
 * (core/domain/admin/transfer.ts). A missing choice or the user's own company is refused here with a
 * BadRequest naming the field, as the server would; the server's refusals (staff accounts, yourself)
 * are kept as its typed errors. After a transfer the user is found again, with their new company.
 */
export const adminTransferMachine = setup({
  types: { context: {} as AdminTransferContext, events: {} as AdminTransferEvent },
  actors: { findUsers, findCompanies, transferUser },
  guards: { refused: ({ context }) => problemOf(context) !== null },
}).createMachine({
  id: "adminTransfer",
  context: {
    userSearch: "",
    users: [],
    companySearch: "",
    companies: [],
    user: null,
    companyId: null,
    result: null,
    error: null,
  },
  initial: "findingCompanies",
  states: {
    findingUsers: {
      tags: ["loading"],
      invoke: {
        src: "findUsers",
        input: ({ context }) => ({ search: context.userSearch, limit: TRANSFER_CHOICES }),
        onDone: { target: "ready", actions: assign({ users: ({ event }) => event.output }) },
        onError: { target: "ready", actions: assign({ error: ({ event }) => failureOf(findUsers, event) }) },
      },
    },
    findingCompanies: {
      tags: ["loading"],
      invoke: {
        src: "findCompanies",
        input: ({ context }) => ({ search: context.companySearch, limit: TRANSFER_CHOICES }),
        onDone: [
          {
            // On opening, the users (first by first name) load after the companies.
            guard: ({ context }) => context.userSearch === "" && context.users.length === 0,
            target: "findingUsers",
            actions: assign({ companies: ({ event }) => event.output }),
          },
          { target: "ready", actions: assign({ companies: ({ event }) => event.output }) },
        ],
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(findCompanies, event) }),
        },
      },
    },
    ready: {
      on: {
        "transfer.findUsers": {
          target: "findingUsers",
          actions: assign({ userSearch: ({ event }) => event.search, error: null }),
        },
        "transfer.findCompanies": {
          target: "findingCompanies",
          actions: assign({ companySearch: ({ event }) => event.search, error: null }),
        },
        "transfer.chooseUser": {
          actions: assign({
            user: ({ context, event }) => context.users.find((u) => u.userid === event.userid) ?? null,
            error: null,
            result: null,
          }),
        },
        "transfer.chooseCompany": {
          actions: assign({ companyId: ({ event }) => event.companyId, error: null, result: null }),
        },
        "transfer.submit": [
          {
            guard: "refused",
            actions: assign({
              error: ({ context }) => {
                const problem = problemOf(context)!
                return new BadRequest({ message: problem.message, field: problem.field })
              },
              result: null,
            }),
          },
          { target: "transferring" },
        ],
      },
    },
    transferring: {
      tags: ["loading"],
      entry: assign({ error: null, result: null }),
      invoke: {
        src: "transferUser",
        input: ({ context }) => ({ userID: context.user!.userid, companyID: context.companyId! }),
        onDone: {
          target: "findingUsers",
          actions: assign({ result: ({ event }) => event.output, user: null }),
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(transferUser, event) }),
        },
      },
    },
  },
})
