import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { PortalApi } from "../../core/api/api.ts"
import { CurrentCaller } from "../../core/api/middleware.ts"
import { NotFound } from "../../core/schema/errors.ts"
import { AppConfig, useDb } from "../services.ts"
import { findAgreement, listAgreements } from "../shell/agreement-store.ts"
import { activeBanner } from "../shell/banner-store.ts"
import { listContracts } from "../shell/contract-store.ts"
import { navigationData } from "../shell/navigation-store.ts"
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
        return { TicketCounts: yield* useDb((db) => navigationData(db, caller, scope)) }
      }),
    )
    .handle("banner", () =>
      Effect.map(
        useDb((db) => activeBanner(db)),
        (banner) => ({ banner }),
      ),
    )
    .handle("agreements", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const active = query.active === undefined ? undefined : query.active === "true"
        return { results: yield* useDb((db) => listAgreements(db, scope, active)) }
      }),
    )
    .handle("agreement", ({ params }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const item = yield* useDb((db) => findAgreement(db, scope, params.id))
        if (item === undefined)
          return yield* new NotFound({ message: `Agreement ${params.id} was not found` })
        return { status: "success", item }
      }),
    )
    .handle("contracts", ({ query }) =>
      Effect.gen(function* () {
        const scope = yield* callerScope
        const q = {
          agreementid: query.agreementid,
          locationid: query.locationid,
          limit: query.pl ?? 1000,
          offset: query.os ?? 0,
        }
        const found = yield* useDb((db) => listContracts(db, scope, q))
        if (found === undefined)
          return yield* new NotFound({ message: `Agreement ${query.agreementid} was not found` })
        return { AgreementLocations: found.rows, count: found.count }
      }),
    ),
)

export const ConfigHandlers = HttpApiBuilder.group(PortalApi, "config", (handlers) =>
  handlers.handle("config", () =>
    Effect.map(AppConfig, (c) => ({
      productName: c.productName,
      providerName: c.providerName,
      supportPhone: c.supportPhone,
      version: c.version,
    })),
  ),
)
