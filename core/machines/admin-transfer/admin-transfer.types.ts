import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Company, TransferResult } from "../../schema/admin.ts"
import type { BadRequest } from "../../schema/errors.ts"
import type { User } from "../../schema/user.ts"

export type TransferFailure =
  | EndpointFailure<"users", "adminList">
  | EndpointFailure<"admin", "companies">
  | EndpointFailure<"admin", "transfer">
  | BadRequest

export interface AdminTransferContext {
  readonly userSearch: string
  readonly users: ReadonlyArray<User>
  /** Accounts the last search found that may not move (staff, sales reps): not offered, named when asked for. */
  readonly withheld: ReadonlyArray<User>
  readonly companySearch: string
  readonly companies: ReadonlyArray<Company>
  readonly user: User | null
  readonly companyId: number | null
  /** The server's answer to the last transfer. */
  readonly result: TransferResult | null
  readonly error: TransferFailure | null
  /** The searches as typed and not sent yet; absent until something is typed. */
  readonly typed?: TransferSearches
}

/** The two search boxes of the transfer form. */
export interface TransferSearches {
  readonly users: string
  readonly companies: string
}

export type AdminTransferEvent =
  | { readonly type: "transfer.findUsers"; readonly search: string }
  | { readonly type: "transfer.findCompanies"; readonly search: string }
  | { readonly type: "transfer.chooseUser"; readonly userid: number }
  | { readonly type: "transfer.chooseCompany"; readonly companyId: number }
  /** Transfers at once (the CLI, which asks on its own terms). */
  | { readonly type: "transfer.submit" }
  /** The screen's submit: asks first (`confirming`), then `transfer.confirm` or `transfer.cancel`. */
  | { readonly type: "transfer.request" }
  | { readonly type: "transfer.confirm" }
  | { readonly type: "transfer.cancel" }
  | { readonly type: "transfer.edit"; readonly changes: Partial<TransferSearches> }

export interface TransferInput {
  readonly userID: number
  readonly companyID: number
}
