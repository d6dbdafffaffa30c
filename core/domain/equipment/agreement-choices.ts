/** An active agreement the equipment list's filter offers, with its customer account (company). */
export interface AgreementChoice {
  readonly agreementid: number
  readonly agreementname: string
  /** The agreement's company: the account (groupID) staff and sales reps choose. */
  readonly customerid: number
}

/**
 * The agreements the Agreement filter offers (issue 12): with a customer account chosen (staff and
 * sales reps), only that account's; without one, every agreement in the caller's scope.
 */
export const agreementChoices = <A extends AgreementChoice>(
  agreements: ReadonlyArray<A>,
  account: number | null,
): ReadonlyArray<A> => (account === null ? agreements : agreements.filter((a) => a.customerid === account))

/**
 * The chosen agreements that still belong to the chosen account (a new account drops the previous
 * account's agreements, which would otherwise narrow the list to nothing). Unknown ids are kept
 * while the choices are not loaded.
 */
export const agreementsOfAccount = (
  selected: ReadonlyArray<number>,
  agreements: ReadonlyArray<AgreementChoice> | null,
  account: number | null,
): ReadonlyArray<number> => {
  if (account === null || agreements === null) return selected
  const mine = new Set(agreementChoices(agreements, account).map((a) => a.agreementid))
  return selected.filter((id) => mine.has(id))
}
