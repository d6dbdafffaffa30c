/** Contract type categories for equipment (spec section 4), in the spec's order. */
export const CONTRACT_CATEGORIES = [
  "All",
  "Full Maintenance",
  "Warranty Uplift",
  "Warranty Track",
  "Expired",
  "No Contract",
  "Future Start Date",
  "Parts Only",
] as const
export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number]

/** Categories that are a contract type of their own (the rest: All, Expired, No Contract). */
export const CONTRACT_TYPE_CATEGORIES = [
  "Full Maintenance",
  "Warranty Uplift",
  "Warranty Track",
  "Future Start Date",
  "Parts Only",
] as const satisfies ReadonlyArray<ContractCategory>

/**
 * The default equipment filter (spec section 9): agreementactive equals 1 and contracttype among
 * Full Maintenance, Warranty Uplift, Warranty Track, Future Start Date, Parts Only. It applies
 * unless the caller filters by contract type or agreement activity itself.
 */
export const DEFAULT_EQUIPMENT_FILTER = {
  agreementactive: ["1"],
  contracttype: CONTRACT_TYPE_CATEGORIES,
} as const

export const isContractCategory = (value: unknown): value is ContractCategory =>
  typeof value === "string" && (CONTRACT_CATEGORIES as ReadonlyArray<string>).includes(value)

/** The SLA (response time) labels, fastest first; the server lists the ones in use. */
export const MONITORED_OPTIONS = [
  { value: "1", label: "Monitored" },
  { value: "0", label: "Not monitored" },
] as const
