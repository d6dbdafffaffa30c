import type { ConfirmOptions } from "../dialogs.ts"
import { type AgreementDraft, changedAgreements, deactivatedBy } from "./company-agreements.ts"
import { TRANSFER_EFFECTS, TRANSFER_MOVES, TRANSFER_STAYS, transferProblem } from "./transfer.ts"

/** The admin screen's questions before a change that cannot simply be undone. */

/** A list of effects as one sentence. */
export const sentence = (items: ReadonlyArray<string>): string => items.join("; ")

/** Before a company is deleted. */
export const companyDeleteConfirm = (companyName: string): ConfirmOptions => ({
  title: `Delete ${companyName}?`,
  body: "The company is removed for good. A company that still has users or agreements is kept.",
  confirmText: "Delete",
  cancelText: "Cancel",
})

/** Before agreements are saved, when the save deactivates some; null when it deactivates none. */
export const agreementsSaveConfirm = (
  loaded: ReadonlyArray<AgreementDraft>,
  draft: ReadonlyArray<AgreementDraft>,
): ConfirmOptions | null => {
  const off = deactivatedBy(loaded, changedAgreements(loaded, draft))
  if (off.length === 0) return null
  return {
    title: `Deactivate ${off.length === 1 ? "1 agreement" : `${off.length} agreements`}?`,
    body: `${off.map((a) => `${a.agreementname} (#${a.agreementid})`).join(", ")} will show as inactive to the company, and new tickets can no longer be placed on ${off.length === 1 ? "it" : "them"}.`,
    confirmText: "Deactivate and save",
    cancelText: "Cancel",
  }
}

/**
 * Before a user is transferred, saying what moves and what stays; null when the transfer would be
 * refused anyway (the machine then names the missing choice without asking).
 */
export const transferConfirm = (
  user: {
    readonly userid: number
    readonly username: string
    readonly companyid: number
    readonly companyname: string
    readonly roleid: number
  } | null,
  companyId: number | null,
  companyName: string | undefined,
): ConfirmOptions | null => {
  if (user === null || transferProblem(user, companyId) !== null) return null
  return {
    title: `Move ${user.username} to ${companyName ?? `company #${companyId}`}?`,
    body: `Moves: ${sentence(TRANSFER_MOVES)}. Stays with ${user.companyname}: ${sentence(TRANSFER_STAYS)}. Also: ${sentence(TRANSFER_EFFECTS)}.`,
    confirmText: "Transfer",
    cancelText: "Cancel",
  }
}
