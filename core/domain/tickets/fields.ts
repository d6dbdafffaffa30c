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

export const isTicketListField = (value: string): value is TicketListField =>
  (TICKET_LIST_FIELDS as ReadonlyArray<string>).includes(value)

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

export const isTicketSearchField = (value: string): value is TicketSearchField =>
  (TICKET_SEARCH_FIELDS as ReadonlyArray<string>).includes(value)

/** Server filter keys (values sent as `(v1),(v2)`). */
export const TICKET_FILTER_FIELDS = [
  "locationid",
  "serialnumber",
  "agreementid",
  "contactname",
  "ticketstatus",
] as const satisfies ReadonlyArray<TicketListField>
export type TicketFilterField = (typeof TICKET_FILTER_FIELDS)[number]

/** Date-range filter fields, sent as `field(btwn)=start:end`. */
export const TICKET_DATE_RANGE_FIELDS = ["calldate", "completeddate"] as const
export type TicketDateRangeField = (typeof TICKET_DATE_RANGE_FIELDS)[number]
