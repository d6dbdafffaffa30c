import { Effect } from "effect"
import { effectTask, withClient } from "../../runtime/actor-bridge.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import type { SalesforceAccount } from "../../schema/agreement.ts"
import { providedByRuntime } from "./provided-by-runtime.ts"

/**
 * The account lookup of spec section 2, shared by every machine that lets staff and sales reps
 * choose a customer account (agreements, equipment list): the accounts in the caller's scope
 * (GET /v1/salesforceaccounts). A machine declares `fetchAccounts` among its actors; the live
 * actor is `liveFetchAccounts(runtime)`.
 */
export type AccountsFailure = EndpointFailure<"shell", "salesforceAccounts">

export const fetchAccounts = providedByRuntime<ReadonlyArray<SalesforceAccount>, void, AccountsFailure>(
  "fetchAccounts",
)

export const liveFetchAccounts = (runtime: PortalRuntime) =>
  effectTask(
    runtime,
    withClient((client) => client.shell.salesforceAccounts()).pipe(Effect.map((a) => a.SalesforceAccounts)),
  )
