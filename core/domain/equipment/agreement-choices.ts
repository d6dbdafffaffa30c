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

/** A location the equipment list's Location filter offers, with the agreements that cover it. */
export interface LocationChoice {
  readonly locationid: number
  readonly locationname: string | null
  /** The active agreements in scope that cover this location (GET /v1/contracts). */
  readonly agreementids: ReadonlyArray<number>
}

/**
 * The locations the Location filter offers: with a customer account chosen (staff and sales reps),
 * only the locations its agreements cover; without one, every location of the agreements in scope.
 */
export const locationChoices = <L extends LocationChoice>(
  locations: ReadonlyArray<L>,
  agreements: ReadonlyArray<AgreementChoice>,
  account: number | null,
): ReadonlyArray<L> => {
  if (account === null) return locations
  const mine = new Set(agreementChoices(agreements, account).map((a) => a.agreementid))
  return locations.filter((l) => l.agreementids.some((id) => mine.has(id)))
}

/**
 * The chosen locations that the chosen account's agreements still cover (a new account drops the
 * previous account's locations). Unknown ids are kept while the choices are not loaded.
 */
export const locationsOfAccount = (
  selected: ReadonlyArray<number>,
  options: {
    readonly agreements: ReadonlyArray<AgreementChoice>
    readonly locations: ReadonlyArray<LocationChoice>
  } | null,
  account: number | null,
): ReadonlyArray<number> => {
  if (account === null || options === null || options.locations.length === 0) return selected
  const mine = new Set(
    locationChoices(options.locations, options.agreements, account).map((l) => l.locationid),
  )
  return selected.filter((id) => mine.has(id))
}
