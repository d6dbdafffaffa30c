/**
 * The agreements the ticket filters cover, whose locations the Locations filter offers: the chosen
 * agreements, or every active agreement when none is chosen.
 */
export const filterScope = (
  chosen: ReadonlyArray<number>,
  agreements: ReadonlyArray<{ readonly agreementid: number }> | null,
): ReadonlyArray<number> => (chosen.length > 0 ? chosen : (agreements ?? []).map((a) => a.agreementid))
