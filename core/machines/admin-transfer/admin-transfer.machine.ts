import { assign, emit, setup } from "xstate"
import { isTransferable, transferProblem } from "../../domain/admin/transfer.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { TransferResult } from "../../schema/admin.ts"
import { BadRequest } from "../../schema/errors.ts"
import type { User } from "../../schema/user.ts"
import { findCompanies } from "../shared/companies.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type ToastEmitted, toastEvent } from "../shared/toast.ts"
import type { AdminTransferContext, AdminTransferEvent, TransferInput } from "./admin-transfer.types.ts"

/** Users and companies offered per search. */
export const TRANSFER_CHOICES = 20

export type {
  AdminTransferContext,
  AdminTransferEvent,
  TransferFailure,
  TransferInput,
  TransferSearches,
} from "./admin-transfer.types.ts"

const findUsers = providedByRuntime<
  ReadonlyArray<User>,
  { search: string; limit: number },
  EndpointFailure<"users", "adminList">
>("findUsers")
const transferUser = providedByRuntime<TransferResult, TransferInput, EndpointFailure<"admin", "transfer">>(
  "transferUser",
)

const problemOf = (context: AdminTransferContext) => transferProblem(context.user, context.companyId)

const refusal = { guard: "refused", actions: "assignProblem" } as const

/**
 * The admin screen's user transfer (staff): find a user (every company's, by name, username or
 * email) and the company to move them to, then transfer. The screen says what moves before it asks
 * (core/domain/admin/transfer.ts). A missing choice or the user's own company is refused here with a
 * BadRequest naming the field, as the server would; the server's refusals (staff accounts, yourself)
 * are kept as its typed errors. The screen's request waits in `confirming` for the answer to its
 * question (the CLI submits directly). After a transfer the user is found again, with their new company,
 * and a toast says what was done. The typed searches are drafts here until sent.
 */
export const adminTransferMachine = setup({
  types: {
    context: {} as AdminTransferContext,
    events: {} as AdminTransferEvent,
    emitted: {} as ToastEmitted,
  },
  actors: { findUsers, findCompanies, transferUser },
  guards: { refused: ({ context }) => problemOf(context) !== null },
  actions: {
    assignProblem: assign({
      error: ({ context }) => {
        const problem = problemOf(context)!
        return new BadRequest({ message: problem.message, field: problem.field })
      },
      result: null,
    }),
  },
}).createMachine({
  id: "adminTransfer",
  context: {
    userSearch: "",
    users: [],
    withheld: [],
    companySearch: "",
    companies: [],
    user: null,
    companyId: null,
    result: null,
    error: null,
  },
  initial: "findingCompanies",
  on: {
    "transfer.edit": {
      actions: assign({
        typed: ({ context, event }) => ({
          ...(context.typed ?? { users: context.userSearch, companies: context.companySearch }),
          ...event.changes,
        }),
      }),
    },
  },
  states: {
    findingUsers: {
      tags: ["loading"],
      invoke: {
        src: "findUsers",
        input: ({ context }) => ({ search: context.userSearch, limit: TRANSFER_CHOICES }),
        // Only accounts the transfer rule lets move are offered (staff and sales reps never are).
        onDone: {
          target: "ready",
          actions: assign({
            users: ({ event }) => event.output.filter(isTransferable),
            withheld: ({ event }) => event.output.filter((u) => !isTransferable(u)),
          }),
        },
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
        "transfer.request": [refusal, { target: "confirming" }],
        "transfer.submit": [refusal, { target: "transferring" }],
      },
    },
    confirming: {
      on: { "transfer.confirm": { target: "transferring" }, "transfer.cancel": { target: "ready" } },
    },
    transferring: {
      tags: ["loading"],
      entry: assign({ error: null, result: null }),
      invoke: {
        src: "transferUser",
        input: ({ context }) => ({ userID: context.user!.userid, companyID: context.companyId! }),
        onDone: {
          target: "findingUsers",
          actions: [
            assign({ result: ({ event }) => event.output, user: null }),
            emit(({ event }) => toastEvent({ title: event.output.message, tone: "success" })),
          ],
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(transferUser, event) }),
        },
      },
    },
  },
})
