import { assign, setup } from "xstate"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { CompanyList } from "../../schema/admin.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

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
  /** What the last change did, for the screen to announce. */
  readonly notice: string | null
}

export type AdminCompaniesEvent =
  | { readonly type: "companies.search"; readonly search: string }
  | { readonly type: "companies.page"; readonly offset: number }
  | { readonly type: "companies.change"; readonly change: CompanyChange }
  | { readonly type: "companies.reload" }

const fetchCompanies = providedByRuntime<
  CompanyList,
  { search: string; offset: number; limit: number },
  EndpointFailure<"admin", "companies">
>("fetchCompanies")
const changeCompany = providedByRuntime<{ message: string }, CompanyChange, CompaniesFailure>("changeCompany")

/** The admin screen's company list with create, rename and delete (each reloads the list). */
export const adminCompaniesMachine = setup({
  types: { context: {} as AdminCompaniesContext, events: {} as AdminCompaniesEvent },
  actors: { fetchCompanies, changeCompany },
}).createMachine({
  id: "adminCompanies",
  context: { list: { items: [], count: 0 }, search: "", offset: 0, error: null, notice: null },
  initial: "loading",
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
        "companies.change": { target: "changing" },
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
        onDone: { target: "loading", actions: assign({ notice: ({ event }) => event.output.message }) },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(changeCompany, event) }),
        },
      },
    },
    error: { tags: ["error"], on: { "companies.reload": { target: "loading" } } },
  },
})
