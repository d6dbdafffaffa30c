import type { EndpointFailure } from "../../runtime/failures.ts"
import type { CompanyList } from "../../schema/admin.ts"

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
  /** The company whose delete waits for an answer (`confirming`); absent otherwise. */
  readonly deleting?: { readonly id: number; readonly companyName: string }
}

/** The section's forms as typed: the search, a new company's name, and a rename in progress. */
export interface CompaniesDraft {
  readonly search: string
  readonly newName: string
  readonly renaming: { readonly id: number; readonly companyName: string } | null
}

export type AdminCompaniesEvent =
  | { readonly type: "companies.search"; readonly search: string }
  | { readonly type: "companies.page"; readonly offset: number }
  | { readonly type: "companies.change"; readonly change: CompanyChange }
  | { readonly type: "companies.reload" }
  | { readonly type: "companies.edit"; readonly changes: Partial<CompaniesDraft> }
  /** The screen's delete: asks first, then `companies.deleteConfirm` or `companies.deleteCancel`. */
  | { readonly type: "companies.deleteAsk"; readonly id: number; readonly companyName: string }
  | { readonly type: "companies.deleteConfirm" }
  | { readonly type: "companies.deleteCancel" }
