import { assign, emit, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { CompanyList } from "../../schema/admin.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type ToastEmitted, toastEvent } from "../shared/toast.ts"

/** Companies shown per page on /admin. */
export const COMPANIES_PAGE = 25

export type CompanyChange =
  | { readonly kind: "create"; readonly companyName: string }
  | { readonly kind: "rename"; readonly id: number; readonly companyName: string }
  | { readonly kind: "delete"; readonly id: number }

export type CompaniesFailure =
  | EndpointFailure<"admin", "companies">
  | EndpointFailure<"admin", "createCompany">
  | EndpointFailure<"admin", "renameCompany">
  | EndpointFailure<"admin", "deleteCompany">

export interface AdminCompaniesContext {
  readonly list: CompanyList
  readonly search: string
  readonly offset: number
  /** The last failure (a refused delete names what the company still holds). */
  readonly error: CompaniesFailure | null
  /** What the last change did (also announced as a toast). */
  readonly notice: string | null
  /** What is typed on the screen and not sent yet; absent until something is typed. */
  readonly draft?: CompaniesDraft
}

/** The section's forms as typed: the search, a new company's name, and a rename in progress. */
export interface CompaniesDraft {
  readonly search: string
  readonly newName: string
  readonly renaming: { readonly id: number; readonly companyName: string } | null
}

const NO_DRAFT: CompaniesDraft = { search: "", newName: "", renaming: null }

export type AdminCompaniesEvent =
  | { readonly type: "companies.search"; readonly search: string }
  | { readonly type: "companies.page"; readonly offset: number }
  | { readonly type: "companies.change"; readonly change: CompanyChange }
  | { readonly type: "companies.reload" }
  | { readonly type: "companies.edit"; readonly changes: Partial<CompaniesDraft> }

const fetchCompanies = providedByRuntime<
  CompanyList,
  { search: string; offset: number; limit: number },
  EndpointFailure<"admin", "companies">
>("fetchCompanies")
const changeCompany = providedByRuntime<{ message: string }, CompanyChange, CompaniesFailure>("changeCompany")

/**
 * The admin screen's company list with create, rename and delete (each reloads the list and toasts
 * what it did). The forms' drafts live here: a sent create empties the name, a sent rename ends it.
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
      },
    },
    changing: {
      tags: ["loading"],
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: "changeCompany",
        input: ({ event }) =>
          event.type === "companies.change" ? event.change : { kind: "delete" as const, id: 0 },
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
