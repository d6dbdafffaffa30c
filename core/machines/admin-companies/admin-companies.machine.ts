import { assign, emit, setup } from "xstate"
import { companyDeleteConfirm } from "../../domain/admin/admin-confirms.ts"
import type { ConfirmOptions } from "../../domain/dialogs.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { CompanyList } from "../../schema/admin.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type ToastEmitted, toastEvent } from "../shared/toast.ts"
import type {
  AdminCompaniesContext,
  AdminCompaniesEvent,
  CompaniesDraft,
  CompaniesFailure,
  CompanyChange,
} from "./admin-companies.types.ts"

/** Companies shown per page on /admin. */
export const COMPANIES_PAGE = 25

export type * from "./admin-companies.types.ts"

const NO_DRAFT: CompaniesDraft = { search: "", newName: "", renaming: null }

/** The question of the delete waiting in `confirming` ('Delete Initech Systems?'); null when none is. */
export const companyDeleteQuestion = (context: AdminCompaniesContext): ConfirmOptions | null =>
  context.deleting ? companyDeleteConfirm(context.deleting.companyName) : null

const fetchCompanies = providedByRuntime<
  CompanyList,
  { search: string; offset: number; limit: number },
  EndpointFailure<"admin", "companies">
>("fetchCompanies")
const changeCompany = providedByRuntime<{ message: string }, CompanyChange, CompaniesFailure>("changeCompany")

/**
 * The admin screen's company list with create, rename and delete (each reloads the list and toasts
 * what it did). The forms' drafts live here: a sent create empties the name, a sent rename ends it;
 * the screen's delete waits in `confirming` for the answer to its question.
 */
export const adminCompaniesMachine = setup({
  types: {
    context: {} as AdminCompaniesContext,
    events: {} as AdminCompaniesEvent,
    emitted: {} as ToastEmitted,
  },
  actors: { fetchCompanies, changeCompany },
}).createMachine({
  id: "adminCompanies",
  context: { list: { items: [], count: 0 }, search: "", offset: 0, error: null, notice: null },
  initial: "loading",
  on: {
    "companies.edit": {
      actions: assign({
        draft: ({ context, event }) => ({ ...(context.draft ?? NO_DRAFT), ...event.changes }),
      }),
    },
  },
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchCompanies",
        input: ({ context }) => ({ search: context.search, offset: context.offset, limit: COMPANIES_PAGE }),
        onDone: { target: "ready", actions: assign({ list: ({ event }) => event.output }) },
        onError: {
          target: "error",
          actions: assign({ error: ({ event }) => failureOf(fetchCompanies, event) }),
        },
      },
    },
    ready: {
      on: {
        "companies.search": {
          target: "loading",
          actions: assign({ search: ({ event }) => event.search, offset: 0, notice: null, error: null }),
        },
        "companies.page": {
          target: "loading",
          actions: assign({ offset: ({ event }) => Math.max(0, event.offset) }),
        },
        "companies.change": {
          target: "changing",
          actions: assign({
            draft: ({ context, event }) =>
              context.draft && {
                ...context.draft,
                ...(event.change.kind === "create" ? { newName: "" } : { renaming: null }),
              },
          }),
        },
        "companies.reload": { target: "loading" },
        "companies.deleteAsk": {
          target: "confirming",
          actions: assign({ deleting: ({ event }) => ({ id: event.id, companyName: event.companyName }) }),
        },
      },
    },
    confirming: {
      on: {
        "companies.deleteConfirm": { target: "changing" },
        "companies.deleteCancel": { target: "ready", actions: assign({ deleting: undefined }) },
      },
    },
    changing: {
      tags: ["loading"],
      entry: assign({ error: null, notice: null }),
      exit: assign({ deleting: undefined }),
      invoke: {
        src: "changeCompany",
        input: ({ context, event }) =>
          event.type === "companies.change"
            ? event.change
            : { kind: "delete" as const, id: context.deleting?.id ?? 0 },
        onDone: {
          target: "loading",
          actions: [
            assign({ notice: ({ event }) => event.output.message }),
            emit(({ event }) => toastEvent({ title: event.output.message, tone: "success" })),
          ],
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(changeCompany, event) }),
        },
      },
    },
    error: { tags: ["error"], on: { "companies.reload": { target: "loading" } } },
  },
})
