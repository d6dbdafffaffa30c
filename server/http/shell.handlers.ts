import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { PAGE_SIZES } from "../../core/domain/constants.ts"
import { AppConfig } from "../services.ts"
import { findAgreement, listAgreements } from "../shell/agreement-store.ts"
import { activeBanner } from "../shell/banner-store.ts"
import { listContracts } from "../shell/contract-store.ts"
import { navigationData } from "../shell/navigation-store.ts"
import { readSeedScale } from "../shell/settings-store.ts"
import { callerScope, readableUser } from "./access.ts"
import { accessRules } from "./access-rules.ts"

export const ShellHandlers = HttpApiBuilder.group(PortalApi, "shell", (handlers) =>
  handlers
    // The `s` field list is accepted but the full User is always returned (the contract's shape).
    .handle("user", ({ params }) =>
      Effect.map(readableUser(params.id, accessRules["shell.user"]), (item) => ({ status: "success", item })),
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
        const q = {
          agreementid: query.agreementid,
          locationid: query.locationid,
          limit: query.pl ?? PAGE_SIZES.agreementLocations,
          offset: query.os ?? 0,
        }
        const found = yield* listContracts(scope, q)
        return { AgreementLocations: found.rows, count: found.count }
      }),
    ),
)

export const ConfigHandlers = HttpApiBuilder.group(PortalApi, "config", (handlers) =>
  handlers.handle("config", () =>
    Effect.gen(function* () {
      const c = yield* AppConfig
      return {
        productName: c.productName,
        providerName: c.providerName,
        supportPhone: c.supportPhone,
        version: c.version,
        seedScale: yield* readSeedScale(),
      }
    }),
  ),
)
