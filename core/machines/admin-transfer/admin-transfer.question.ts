import { transferConfirm } from "../../domain/admin/admin-confirms.ts"
import type { ConfirmOptions } from "../../domain/dialogs.ts"
import type { AdminTransferContext } from "./admin-transfer.types.ts"

/** What the screen asks before a transfer (what moves, what stays), while the machine is `confirming`. */
export const transferQuestion = (context: AdminTransferContext): ConfirmOptions | null =>
  transferConfirm(
    context.user,
    context.companyId,
    context.companies.find((c) => c.id === context.companyId)?.companyName,
  )
