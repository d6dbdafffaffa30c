import { assign, emit, setup } from "xstate"
import { agreementsSaveConfirm } from "../../domain/admin/admin-confirms.ts"
import {
  agreementDraftsOf,
  changedAgreements,
  draftProblem,
  editAgreementDraft,
} from "../../domain/admin/company-agreements.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { CompanyAgreement } from "../../schema/admin.ts"
import { BadRequest } from "../../schema/errors.ts"
import { findCompanies } from "../shared/companies.ts"
import { providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type ToastEmitted, toastEvent } from "../shared/toast.ts"
import type {
  AdminAgreementsContext,
  AdminAgreementsEvent,
  SaveAgreementsInput,
} from "./admin-agreements.types.ts"

export const fetchAgreements = providedByRuntime<
  ReadonlyArray<CompanyAgreement>,
  { companyId: number },
  EndpointFailure<"admin", "companyAgreements">
>("fetchAgreements")
export const saveAgreements = providedByRuntime<
  ReadonlyArray<CompanyAgreement>,
  SaveAgreementsInput,
  EndpointFailure<"admin", "saveCompanyAgreements">
>("saveAgreements")

export const changes = (context: AdminAgreementsContext) =>
  changedAgreements(agreementDraftsOf(context.loaded), context.draft)

/** The question of the save waiting in `confirming` (which agreements it deactivates); null when none. */
export const agreementsSaveQuestion = (context: AdminAgreementsContext) =>
  agreementsSaveConfirm(context.loaded, context.draft)

export const plural = (n: number) => `${n} agreement${n === 1 ? "" : "s"}`

/** What the agreements editor can do: its actors (provided by the runtime), guards and actions. */
export const adminAgreementsSetup = setup({
  types: {
    context: {} as AdminAgreementsContext,
    events: {} as AdminAgreementsEvent,
    emitted: {} as ToastEmitted,
  },
  actors: { findCompanies, fetchAgreements, saveAgreements },
  guards: {
    unchanged: ({ context }) => changes(context).length === 0,
    refused: ({ context }) => draftProblem(changes(context)) !== null,
    deactivates: ({ context }) => agreementsSaveQuestion(context) !== null,
  },
  actions: {
    edit: assign({
      draft: ({ context, event }) =>
        event.type === "agreements.rename"
          ? editAgreementDraft(context.draft, event.agreementid, { agreementname: event.agreementname })
          : event.type === "agreements.setActive"
            ? editAgreementDraft(context.draft, event.agreementid, { active: event.active })
            : context.draft,
      notice: null,
    }),
    toastNotice: emit(({ context }) => toastEvent({ title: context.notice ?? "", tone: "success" })),
    notifyUnchanged: assign({ notice: "Nothing to save: no agreement was changed", error: null }),
    refuseDraft: assign({
      error: ({ context }) => {
        const problem = draftProblem(changes(context))!
        return new BadRequest({ message: problem.message, field: problem.field })
      },
      notice: null,
    }),
  },
})
