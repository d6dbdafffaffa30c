import type { AgreementDraft } from "../../domain/admin/company-agreements.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Company, CompanyAgreement } from "../../schema/admin.ts"
import type { BadRequest } from "../../schema/errors.ts"

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
  /** What the last save did (also announced as a toast). */
  readonly notice: string | null
  /** The company search as typed and not sent yet; absent until something is typed. */
  readonly searchText?: string
}

export type AdminAgreementsEvent =
  | { readonly type: "companies.search"; readonly search: string }
  | { readonly type: "companies.type"; readonly search: string }
  | { readonly type: "agreements.choose"; readonly companyId: number }
  | { readonly type: "agreements.rename"; readonly agreementid: number; readonly agreementname: string }
  | { readonly type: "agreements.setActive"; readonly agreementid: number; readonly active: boolean }
  | { readonly type: "agreements.reset" }
  /** Saves at once. */
  | { readonly type: "agreements.save" }
  /** The screen's save: one that deactivates agreements asks first (`confirming`). */
  | { readonly type: "agreements.request" }
  | { readonly type: "agreements.confirm" }
  | { readonly type: "agreements.cancel" }
  | { readonly type: "agreements.reload" }

export interface SaveAgreementsInput {
  readonly companyId: number
  readonly agreements: ReadonlyArray<AgreementDraft>
}
