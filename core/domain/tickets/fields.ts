/** Ticket list fields of spec section 3; the default `s` field list of GET /v1/ticketdetails. */
export const TICKET_LIST_FIELDS = [
  "ticketid",
  "customerreferenceid",
  "agreementid",
  "customername",
  "locationid",
  "locationname",
  "locationaddress1",
  "locationaddress2",
  "locationcity",
  "locationstate",
  "locationzipcode",
  "locationcountry",
  "equipment",
  "modelnumber",
  "equipmentpartnumber",
  "serialnumber",
  "problem",
  "solution",
  "contactname",
  "createddateutc",
  "completeddateutc",
  "modifieddateutc",
  "ticketstatus",
  "severitylevel",
  "scheduledpagetime",
  "employeename",
  "employeetitle",
  "profileicon",
  "latestactivitydescription",
  "latestactivitydate",
] as const
export type TicketListField = (typeof TICKET_LIST_FIELDS)[number]

/** Fields a search term is matched against (any containing it matches). */
export const TICKET_SEARCH_FIELDS = [
  "problem",
  "ticketid",
  "modelnumber",
  "serialnumber",
  "equipment",
  "customerreferenceid",
  "contactname",
] as const satisfies ReadonlyArray<TicketListField>
export type TicketSearchField = (typeof TICKET_SEARCH_FIELDS)[number]
