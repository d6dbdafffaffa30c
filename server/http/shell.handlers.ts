import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { PAGE_SIZES } from "../../core/domain/constants.ts"
import { BadRequest } from "../../core/schema/errors.ts"
import { AppConfig } from "../services.ts"
import { findAgreement, listAgreements } from "../shell/agreement-store.ts"
import { activeBanner } from "../shell/banner-store.ts"
import { listAccountContracts, listContracts } from "../shell/contract-store.ts"
import { listSalesforceAccounts, salesforceAgreements } from "../shell/salesforce-store.ts"
import { navigationData } from "../shell/navigation-store.ts"
import { processConfigOf } from "../shell/public-config.ts"
import { readSeedScale } from "../shell/settings-store.ts"
import { callerScope, readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"

export const ShellHandlers = HttpApiBuilder.group(PortalApi, "shell", (handlers) =>
  handlers
    // `s` names the fields to answer (the id always comes); without it, every field.
    .handle("user", ({ params, query }) =>
      Effect.map(readableUser(params.id, accessRules["shell.user"]), (user) => ({
        status: "success",
        item: query.s === undefined ? user : pickFields(user, query.s),
      })),
    )
    .handle("leftMenu", () =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const scope = yield* callerScope
        return { TicketCounts: yield* navigationData(caller, scope) }
      }),
    )
    .handle("banner", () => Effect.map(activeBanner(), (banner) => ({ banner })))
    .handle("agreements", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const active = query.active === undefined ? undefined : query.active === "true"
        return { results: yield* listAgreements(scope, active) }
      }),
    )
    .handle("agreement", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { status: "success", item: yield* findAgreement(scope, params.id) }
      }),
    )
    .handle("contracts", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const page = {
          locationid: query.locationid,
          limit: query.pl ?? PAGE_SIZES.agreementLocations,
          offset: query.os ?? 0,
        }
        const found =
          query.agreementid !== undefined
            ? yield* listContracts(scope, { agreementid: query.agreementid, ...page })
            : query.salesforceaccountid !== undefined
              ? yield* listAccountContracts(scope, {
                  salesforceaccountid: query.salesforceaccountid,
                  ...page,
                })
              : yield* new BadRequest({
                  message: "agreementid or salesforceaccountid is required",
                  field: "agreementid",
                })
        return { AgreementLocations: found.rows, count: found.count }
      }),
    )
    .handle("salesforceAccounts", () =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { SalesforceAccounts: yield* listSalesforceAccounts(scope) }
      }),
    )
    .handle("salesforceAgreements", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        return { Agreements: yield* salesforceAgreements(scope, params.id) }
      }),
    ),
)

const pickFields = <U extends { readonly userid: number }>(user: U, fields: ReadonlyArray<keyof U>) => ({
  ...Object.fromEntries(fields.map((f) => [f, user[f]])),
  userid: user.userid,
})

export const ConfigHandlers = HttpApiBuilder.group(PortalApi, "config", (handlers) =>
  handlers.handle("config", () =>
    Effect.gen(function* () {
      return { ...processConfigOf(yield* AppConfig), seedScale: yield* readSeedScale() }
    }),
  ),
)
