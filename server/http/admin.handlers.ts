import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { COMPANY_LIST, COMPANY_SEARCH_KEY } from "../../core/schema/company-list-query.ts"
import { inScope } from "../auth/scope.ts"
import { companyAgreements, saveCompanyAgreements } from "../admin/company-agreements.ts"
import { createCompany, deleteCompany, listCompanies, renameCompany } from "../admin/company-store.ts"
import { latestBanner, saveBanner } from "../admin/banner-admin.ts"
import { listImpersonations } from "../admin/impersonation-log.ts"
import { transferUser } from "../admin/transfer.ts"
import { inTransaction } from "../services.ts"
import { callerScope, readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"

/** The impersonation log's default page. */
const DEFAULT_PAGE = 50
const item = <A>(value: A) => ({ status: "success", item: value })

/** Companies, agreements, transfer, announcements and the impersonation log (access-rules.ts decides who). */
export const AdminHandlers = HttpApiBuilder.group(PortalApi, "admin", (handlers) =>
  handlers
    .handle("companies", ({ query }) =>
      listCompanies({
        offset: query.os ?? 0,
        limit: query.pl ?? COMPANY_LIST.pageSize.default,
        search: query[COMPANY_SEARCH_KEY],
      }),
    )
    .handle("createCompany", ({ payload }) =>
      Effect.map(inTransaction(createCompany(payload.companyName)), item),
    )
    .handle("renameCompany", ({ params, payload }) =>
      Effect.map(inTransaction(renameCompany(params.id, payload.company.companyName)), item),
    )
    .handle("deleteCompany", ({ params }) =>
      Effect.map(inTransaction(deleteCompany(params.id)), (name) => ({
        status: "success",
        message: `${name} was deleted`,
      })),
    )
    .handle("companyAgreements", ({ params }) =>
      Effect.map(companyAgreements(params.id), (agreementInfo) => ({ agreementInfo })),
    )
    .handle("saveCompanyAgreements", ({ params, payload }) =>
      Effect.map(inTransaction(saveCompanyAgreements(params.id, payload.agreements)), (agreementInfo) => ({
        agreementInfo,
      })),
    )
    .handle("transfer", ({ payload }) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* readableUser(payload.userID, accessRules["admin.transfer"])
        const scope = yield* callerScope
        if (!inScope(scope, payload.companyID)) return yield* Effect.die(new Error("transfer outside scope"))
        return yield* inTransaction(transferUser(caller.userID, payload.userID, payload.companyID))
      }),
    )
    .handle("banner", () => Effect.map(latestBanner(), (banner) => ({ banner })))
    .handle("saveBanner", ({ payload }) =>
      Effect.map(inTransaction(saveBanner(payload)), (banner) => ({ banner })),
    )
    .handle("impersonations", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return yield* listImpersonations(scope, { offset: query.os ?? 0, limit: query.pl ?? DEFAULT_PAGE })
      }),
    ),
)
