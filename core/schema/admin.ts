import { Schema } from "effect"
import { COMPANY_NAME_MAX } from "../domain/admin/company.ts"
import { AGREEMENT_NAME_MAX } from "../domain/admin/company-agreements.ts"
import { BANNER_MESSAGE_MAX } from "../domain/admin/banner-draft.ts"
import { Id } from "./id.ts"
import { RequestText } from "./request-text.ts"

const CompanyName = RequestText.check(Schema.isMaxLength(COMPANY_NAME_MAX * 2))

/** A company with what it holds (the admin list shows whether it may be deleted). */
export const Company = Schema.Struct({
  id: Schema.Finite,
  companyName: Schema.String,
  userCount: Schema.Finite,
  agreementCount: Schema.Finite,
})
export type Company = typeof Company.Type

export const CompanyList = Schema.Struct({ items: Schema.Array(Company), count: Schema.Finite })
export type CompanyList = typeof CompanyList.Type
export const CompanyItem = Schema.Struct({ status: Schema.String, item: Company })

export const NewCompany = Schema.Struct({ companyName: CompanyName })
export const CompanyPatch = Schema.Struct({ company: Schema.Struct({ companyName: CompanyName }) })

/** An agreement of a company as the admin editor shows and saves it. */
export const CompanyAgreement = Schema.Struct({
  agreementid: Schema.Finite,
  agreementname: Schema.String,
  active: Schema.Boolean,
  contracttype: Schema.String,
})
export type CompanyAgreement = typeof CompanyAgreement.Type
export const CompanyAgreements = Schema.Struct({ agreementInfo: Schema.Array(CompanyAgreement) })
export type CompanyAgreements = typeof CompanyAgreements.Type
export const AgreementEdit = Schema.Struct({
  agreementid: Id,
  agreementname: RequestText.check(Schema.isMaxLength(AGREEMENT_NAME_MAX * 2)),
  active: Schema.Boolean,
})
export type AgreementEdit = typeof AgreementEdit.Type
export const AgreementsUpdate = Schema.Struct({
  agreements: Schema.Array(AgreementEdit).check(Schema.isMaxLength(1000)),
})

export const TransferRequest = Schema.Struct({ userID: Id, companyID: Id })
export const TransferResult = Schema.Struct({
  status: Schema.String,
  message: Schema.String,
  userID: Schema.Finite,
  fromCompanyID: Schema.Finite,
  toCompanyID: Schema.Finite,
  sessionsEnded: Schema.Finite,
})
export type TransferResult = typeof TransferResult.Type

/** The body of POST /v1/admin/banner. */
export const BannerUpdate = Schema.Struct({
  message: Schema.String.check(Schema.isMaxLength(BANNER_MESSAGE_MAX * 2)),
  status: Schema.String.check(Schema.isMaxLength(40)),
  active: Schema.Boolean,
  startDate: Schema.NullOr(Schema.String.check(Schema.isMaxLength(40))),
  endDate: Schema.NullOr(Schema.String.check(Schema.isMaxLength(40))),
})
export type BannerUpdate = typeof BannerUpdate.Type

export const ImpersonationStart = Schema.Struct({ userID: Id })

const LogUser = Schema.Struct({ userid: Schema.Finite, username: Schema.String, fullname: Schema.String })
/** One audit entry: who viewed as whom, when, from where. */
export const ImpersonationLogEntry = Schema.Struct({
  id: Schema.Finite,
  action: Schema.Literals(["start", "end"]),
  at: Schema.String,
  impersonator: LogUser,
  impersonated: LogUser,
  companyId: Schema.Finite,
  companyName: Schema.String,
  clientAddress: Schema.String,
  userAgent: Schema.String,
})
export type ImpersonationLogEntry = typeof ImpersonationLogEntry.Type
export const ImpersonationLog = Schema.Struct({
  items: Schema.Array(ImpersonationLogEntry),
  count: Schema.Finite,
})
export type ImpersonationLog = typeof ImpersonationLog.Type

/**
 * Users a staff member may view as, found by name (the admin screen's picker and the CLI): the
 * spec's impersonation user record (username, companyName, companyId, roleId) with the id and name.
 */
export const ImpersonationCandidate = Schema.Struct({
  userid: Schema.Finite,
  username: Schema.String,
  fullname: Schema.String,
  roleId: Schema.Finite,
  companyId: Schema.Finite,
  companyName: Schema.String,
})
export type ImpersonationCandidate = typeof ImpersonationCandidate.Type
export const ImpersonationCandidates = Schema.Struct({ items: Schema.Array(ImpersonationCandidate) })
