import { Effect } from "effect"
import { DEFAULT_USER_SORT } from "../../domain/users/list-url.ts"
import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { buildUserListQuery } from "../../schema/user-list-query.ts"
import { liveFindCompanies } from "../shared/companies.ts"
import { adminTransferMachine, type TransferInput } from "./admin-transfer.machine.ts"

/** Live actors: GET /v1/users/admin (every company), GET /v1/companies, POST /v1/admin/transfer. */
export const makeAdminTransferActors = (runtime: PortalRuntime) => ({
  findUsers: effectActor(runtime, (input: { search: string; limit: number }) =>
    withClient((client) =>
      Effect.map(
        client.users.adminList({
          query: buildUserListQuery({
            page: 0,
            pageSize: input.limit,
            ...DEFAULT_USER_SORT,
            active: "all",
            search: input.search,
          }),
        }),
        (a) => a.items,
      ),
    ),
  ),
  findCompanies: liveFindCompanies(runtime),
  transferUser: effectActor(runtime, (input: TransferInput) =>
    withClient((client) => client.admin.transfer({ payload: input })),
  ),
})

export const liveAdminTransferMachine = (runtime: PortalRuntime) =>
  adminTransferMachine.provide({ actors: makeAdminTransferActors(runtime) })
