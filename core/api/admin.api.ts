import { RequestText } from "../schema/request-text.ts"
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { MAX_ID } from "../domain/constants.ts"
import {
  AgreementsUpdate,
  BannerUpdate,
  CompanyAgreements,
  CompanyItem,
  CompanyList,
  CompanyPatch,
  ImpersonationCandidates,
  ImpersonationLog,
  ImpersonationStart,
  NewCompany,
  TransferRequest,
  TransferResult,
} from "../schema/admin.ts"
import { BannerResponse } from "../schema/banner.ts"
import { ADMIN_PAGE_MAX, COMPANY_SEARCH_KEY } from "../schema/company-list-query.ts"
import { BadRequest, Conflict, Forbidden, NotFound, Unauthorized } from "../schema/errors.ts"
import { Id, QueryInt } from "../schema/id.ts"
import { LoginResult, StatusMessage } from "../schema/session.ts"
import { Authentication } from "./middleware.ts"

const paging = {
  os: Schema.optional(QueryInt(0, MAX_ID)),
  pl: Schema.optional(QueryInt(1, ADMIN_PAGE_MAX)),
}

/**
 * Companies, their agreements, user transfer and announcements (spec section 7, Users and
 * companies; Banner). `GET /v1/companies` takes `os`, `pl` and the search `companyName(*)`.
 */
export class AdminApi extends HttpApiGroup.make("admin")
  .add(
    HttpApiEndpoint.get("companies", "/v1/companies", {
      query: {
        ...paging,
        [COMPANY_SEARCH_KEY]: Schema.optional(RequestText.check(Schema.isMaxLength(200))),
      },
      success: CompanyList,
      error: [BadRequest],
    }),
    HttpApiEndpoint.post("createCompany", "/v1/company/", {
      payload: NewCompany,
      success: CompanyItem,
      error: [BadRequest, NotFound, Conflict],
    }),
    HttpApiEndpoint.patch("renameCompany", "/v1/company/:id", {
      params: { id: Id },
      payload: CompanyPatch,
      success: CompanyItem,
      error: [BadRequest, NotFound, Conflict],
    }),
    HttpApiEndpoint.delete("deleteCompany", "/v1/company/:id", {
      params: { id: Id },
      success: StatusMessage,
      error: [NotFound, Conflict],
    }),
    HttpApiEndpoint.get("companyAgreements", "/v1/company/:id/agreements", {
      params: { id: Id },
      success: CompanyAgreements,
      error: [NotFound],
    }),
    HttpApiEndpoint.put("saveCompanyAgreements", "/v1/company/:id/agreements", {
      params: { id: Id },
      payload: AgreementsUpdate,
      success: CompanyAgreements,
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.post("transfer", "/v1/admin/transfer", {
      payload: TransferRequest,
      success: TransferResult,
      error: [BadRequest, Forbidden, NotFound, Conflict],
    }),
    HttpApiEndpoint.get("banner", "/v1/admin/banner", { success: BannerResponse }),
    HttpApiEndpoint.post("saveBanner", "/v1/admin/banner", {
      payload: BannerUpdate,
      success: BannerResponse,
      error: [BadRequest],
    }),
    /** The impersonation audit log, newest first: staff see all of it, company admins their company's. */
    HttpApiEndpoint.get("impersonations", "/v1/admin/impersonations", {
      query: paging,
      success: ImpersonationLog,
      error: [BadRequest],
    }),
  )
  .middleware(Authentication) {}

/**
 * Viewing the portal as another user (spec section 7): start and end return a session; start marks
 * it as impersonation. `GET /v1/impersonation/candidates?search=` (our path) finds users to view as.
 */
export class ImpersonationApi extends HttpApiGroup.make("impersonation")
  .add(
    HttpApiEndpoint.post("start", "/v1/impersonation/start", {
      payload: ImpersonationStart,
      success: LoginResult,
      error: [Forbidden, NotFound, Conflict],
    }),
    HttpApiEndpoint.post("end", "/v1/impersonation/end", {
      success: LoginResult,
      error: [Conflict, Unauthorized],
    }),
    HttpApiEndpoint.get("candidates", "/v1/impersonation/candidates", {
      query: { search: Schema.optional(RequestText.check(Schema.isMaxLength(200))) },
      success: ImpersonationCandidates,
      error: [BadRequest],
    }),
  )
  .middleware(Authentication) {}
