import { assign, setup } from "xstate"
import {
  type AgreementDraft,
  changedAgreements,
  draftProblem,
} from "../../domain/admin/company-agreements.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Company, CompanyAgreement } from "../../schema/admin.ts"
import { findCompanies } from "../shared/companies.ts"
import { BadRequest } from "../../schema/errors.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/** Companies offered by the editor's company choice (the first this many by name, or that match). */
export const AGREEMENT_COMPANIES_PAGE = 50

export type AgreementsFailure =
  | EndpointFailure<"admin", "companies">
  | EndpointFailure<"admin", "companyAgreements">
  | EndpointFailure<"admin", "saveCompanyAgreements">
  | BadRequest

export interface AdminAgreementsContext {
  readonly companySearch: string
  readonly companies: ReadonlyArray<Company>
  readonly companyId: number | null
  /** The company's agreements as the server last answered. */
  readonly loaded: ReadonlyArray<CompanyAgreement>
  /** The same agreements as edited on the screen (names, active flags). */
  readonly draft: ReadonlyArray<AgreementDraft>
  /** The last failure: the server's (400 names `agreements.<i>.<field>`) or a refused draft. */
  readonly error: AgreementsFailure | null
  /** What the last save did, for the screen to announce. */
  readonly notice: string | null
}

export type AdminAgreementsEvent =
  | { readonly type: "companies.search"; readonly search: string }
  | { readonly type: "agreements.choose"; readonly companyId: number }
  | { readonly type: "agreements.rename"; readonly agreementid: number; readonly agreementname: string }
  | { readonly type: "agreements.setActive"; readonly agreementid: number; readonly active: boolean }
  | { readonly type: "agreements.reset" }
  | { readonly type: "agreements.save" }
  | { readonly type: "agreements.reload" }

export interface SaveAgreementsInput {
  readonly companyId: number
  readonly agreements: ReadonlyArray<AgreementDraft>
}

const fetchAgreements = providedByRuntime<
  ReadonlyArray<CompanyAgreement>,
  { companyId: number },
  EndpointFailure<"admin", "companyAgreements">
>("fetchAgreements")
const saveAgreements = providedByRuntime<
  ReadonlyArray<CompanyAgreement>,
  SaveAgreementsInput,
  EndpointFailure<"admin", "saveCompanyAgreements">
>("saveAgreements")

const toDraft = (rows: ReadonlyArray<CompanyAgreement>): ReadonlyArray<AgreementDraft> =>
  rows.map(({ agreementid, agreementname, active }) => ({ agreementid, agreementname, active }))

const changes = (context: AdminAgreementsContext) => changedAgreements(toDraft(context.loaded), context.draft)

const plural = (n: number) => `${n} agreement${n === 1 ? "" : "s"}`

/**
 * The admin screen's company agreements editor (staff): choose a company (the list loads first and
 * can be searched), see its agreements, rename and (de)activate them in a draft, save the changed
 * entries with one PUT (all land or none). A draft with a refused name is not sent: the machine
 * keeps a BadRequest naming the entry, like the server's own answer. Agreements never move between
 * companies here (their locations, equipment and tickets hang off them).
 */
export const adminAgreementsMachine = setup({
  types: { context: {} as AdminAgreementsContext, events: {} as AdminAgreementsEvent },
  actors: { findCompanies, fetchAgreements, saveAgreements },
  guards: {
    unchanged: ({ context }) => changes(context).length === 0,
    refused: ({ context }) => draftProblem(changes(context)) !== null,
  },
  actions: {
    edit: assign({
      draft: ({ context, event }) =>
        context.draft.map((a) => {
          if (event.type === "agreements.rename" && a.agreementid === event.agreementid)
            return { ...a, agreementname: event.agreementname }
          if (event.type === "agreements.setActive" && a.agreementid === event.agreementid)
            return { ...a, active: event.active }
          return a
        }),
      notice: null,
    }),
  },
}).createMachine({
  id: "adminAgreements",
  context: {
    companySearch: "",
    companies: [],
    companyId: null,
    loaded: [],
    draft: [],
    error: null,
    notice: null,
  },
  initial: "findingCompanies",
  on: {
    "companies.search": {
      target: ".findingCompanies",
      actions: assign({ companySearch: ({ event }) => event.search }),
    },
    "agreements.choose": {
      target: ".loading",
      actions: assign({
        companyId: ({ event }) => event.companyId,
        loaded: [],
        draft: [],
        error: null,
        notice: null,
      }),
    },
  },
  states: {
    findingCompanies: {
      tags: ["loading"],
      invoke: {
        src: "findCompanies",
        input: ({ context }) => ({ search: context.companySearch, limit: AGREEMENT_COMPANIES_PAGE }),
        onDone: [
          {
            guard: ({ context }) => context.companyId !== null,
            target: "ready",
            actions: assign({ companies: ({ event }) => event.output }),
          },
          { target: "choosing", actions: assign({ companies: ({ event }) => event.output }) },
        ],
        onError: {
          target: "choosing",
          actions: assign({ error: ({ event }) => failureOf(findCompanies, event) }),
        },
      },
    },
    /** No company chosen yet. */
    choosing: {},
    loading: {
      tags: ["loading"],
      invoke: {
        src: "fetchAgreements",
        input: ({ context }) => ({ companyId: context.companyId! }),
        onDone: {
          target: "ready",
          actions: assign({
            loaded: ({ event }) => event.output,
            draft: ({ event }) => toDraft(event.output),
          }),
        },
        onError: {
          target: "choosing",
          actions: assign({ error: ({ event }) => failureOf(fetchAgreements, event) }),
        },
      },
    },
    ready: {
      on: {
        "agreements.rename": { actions: "edit" },
        "agreements.setActive": { actions: "edit" },
        "agreements.reset": {
          actions: assign({ draft: ({ context }) => toDraft(context.loaded), error: null, notice: null }),
        },
        "agreements.reload": { target: "loading" },
        "agreements.save": [
          {
            guard: "unchanged",
            actions: assign({ notice: "Nothing to save: no agreement was changed", error: null }),
          },
          {
            guard: "refused",
            actions: assign({
              error: ({ context }) => {
                const problem = draftProblem(changes(context))!
                return new BadRequest({ message: problem.message, field: problem.field })
              },
              notice: null,
            }),
          },
          { target: "saving" },
        ],
      },
    },
    saving: {
      tags: ["loading"],
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: "saveAgreements",
        input: ({ context }) => ({ companyId: context.companyId!, agreements: changes(context) }),
        onDone: {
          target: "ready",
          actions: assign({
            notice: ({ context }) => `Saved: ${plural(changes(context).length)} changed`,
            loaded: ({ event }) => event.output,
            draft: ({ event }) => toDraft(event.output),
          }),
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(saveAgreements, event) }),
        },
      },
    },
  },
})
