/** The address fields of a ticket's location (spec section 3). */
export interface LocationAddress {
  readonly locationaddress1: string | null
  readonly locationaddress2: string | null
  readonly locationcity: string | null
  readonly locationstate: string | null
  readonly locationzipcode: string | null
  readonly locationcountry: string | null
}

const part = (value: string | null | undefined): string => (value ?? "").trim()

/**
 * Address lines for display: each part trimmed (spec section 5), empty parts and lines left out;
 * the last line joins city, state and zip code as "City, ST 12345", then the country.
 */
export const locationAddressLines = (a: LocationAddress): string[] => {
  const cityState = [part(a.locationcity), part(a.locationstate)].filter((p) => p.length > 0).join(", ")
  const cityLine = [cityState, part(a.locationzipcode)].filter((p) => p.length > 0).join(" ")
  return [part(a.locationaddress1), part(a.locationaddress2), cityLine, part(a.locationcountry)].filter(
    (line) => line.length > 0,
  )
}
