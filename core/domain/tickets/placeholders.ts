/** Placeholder texts for missing data (spec section 2). */
export const PLACEHOLDERS = {
  na: "N/A",
  notAvailable: "Not Available",
  awaitingAssignment: "Awaiting Assignment",
  unknownProblem: "Unknown Problem",
  noUpdate: "No Update",
  noDescription: "No Description",
  noModel: "No Model",
  noPartNumber: "No Part Number",
  noSerialNumber: "No Serial Number",
  unavailable: "Unavailable",
  noAgreement: "No Agreement",
  noLocationName: "No Location Name",
  noAgreementName: "No Agreement Name",
  noProfilePhoto: "No Profile Photo",
} as const
export type Placeholder = (typeof PLACEHOLDERS)[keyof typeof PLACEHOLDERS]

/** Which placeholder each ticket field shows when empty; others show N/A. */
export const TICKET_FIELD_PLACEHOLDERS: Readonly<Record<string, Placeholder>> = {
  problem: PLACEHOLDERS.unknownProblem,
  solution: PLACEHOLDERS.notAvailable,
  employeename: PLACEHOLDERS.awaitingAssignment,
  employeetitle: PLACEHOLDERS.notAvailable,
  latestactivitydescription: PLACEHOLDERS.noUpdate,
  latestactivitydate: PLACEHOLDERS.noUpdate,
  equipment: PLACEHOLDERS.noDescription,
  modelnumber: PLACEHOLDERS.noModel,
  equipmentpartnumber: PLACEHOLDERS.noPartNumber,
  serialnumber: PLACEHOLDERS.noSerialNumber,
  agreementid: PLACEHOLDERS.noAgreement,
  agreementname: PLACEHOLDERS.noAgreementName,
  locationname: PLACEHOLDERS.noLocationName,
  profileicon: PLACEHOLDERS.noProfilePhoto,
  scheduledpagetime: PLACEHOLDERS.unavailable,
}

export const ticketFieldPlaceholder = (field: string): Placeholder =>
  TICKET_FIELD_PLACEHOLDERS[field] ?? PLACEHOLDERS.na

const isMissing = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "")

/** The text a ticket field shows: its value, or the field's placeholder when missing or blank. */
export const ticketFieldText = (ticket: Readonly<Record<string, unknown>>, field: string): string => {
  const value = ticket[field]
  return isMissing(value) ? ticketFieldPlaceholder(field) : String(value).trim()
}
