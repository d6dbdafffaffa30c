import { assign } from "xstate"
import { agreementDraftsOf } from "../../domain/admin/company-agreements.ts"
import { findCompanies } from "../shared/companies.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"
import {
  adminAgreementsSetup,
  changes,
  fetchAgreements,
  plural,
  saveAgreements,
} from "./admin-agreements.setup.ts"

/** Companies offered by the editor's company choice (the first this many by name, or that match). */
export const AGREEMENT_COMPANIES_PAGE = 50

export { agreementsSaveQuestion } from "./admin-agreements.setup.ts"
export type { SaveAgreementsInput } from "./admin-agreements.types.ts"

/** Before any save: nothing changed is said, a refused draft is not sent. */
const saveChecks = [
  { guard: "unchanged", actions: ["notifyUnchanged", "toastNotice"] },
  { guard: "refused", actions: "refuseDraft" },
] as const

/**
 * The admin screen's company agreements editor (staff): choose a company (the list loads first and
 * can be searched), see its agreements, rename and (de)activate them in a draft, save the changed
 * entries with one PUT (all land or none). A draft with a refused name is not sent: the machine
 * keeps a BadRequest naming the entry, like the server's own answer. Agreements never move between
 * companies here (their locations, equipment and tickets hang off them). The screen's save that
 * deactivates agreements waits in `confirming` for the answer to its question.
 */
export const adminAgreementsMachine = adminAgreementsSetup.createMachine({
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
    "companies.type": { actions: assign({ searchText: ({ event }) => event.search }) },
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
            draft: ({ event }) => agreementDraftsOf(event.output),
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
          actions: assign({
            draft: ({ context }) => agreementDraftsOf(context.loaded),
            error: null,
            notice: null,
          }),
        },
        "agreements.reload": { target: "loading" },
        "agreements.save": [...saveChecks, { target: "saving" }],
        "agreements.request": [
          ...saveChecks,
          { guard: "deactivates", target: "confirming" },
          { target: "saving" },
        ],
      },
    },
    confirming: {
      on: { "agreements.confirm": { target: "saving" }, "agreements.cancel": { target: "ready" } },
    },
    saving: {
      tags: ["loading"],
      entry: assign({ error: null, notice: null }),
      invoke: {
        src: "saveAgreements",
        input: ({ context }) => ({ companyId: context.companyId!, agreements: changes(context) }),
        onDone: {
          target: "ready",
          actions: [
            assign({
              notice: ({ context }) => `Saved: ${plural(changes(context).length)} changed`,
              loaded: ({ event }) => event.output,
              draft: ({ event }) => agreementDraftsOf(event.output),
            }),
            "toastNotice",
          ],
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(saveAgreements, event) }),
        },
      },
    },
  },
})
