/** Company names: trimmed, 1 to 100 characters, unique ignoring case (the database's index). */
export const COMPANY_NAME_MAX = 100

/** The trimmed name, or the reason it is refused. */
export const companyNameProblem = (name: string): string | null => {
  const trimmed = name.trim()
  if (trimmed === "") return "Company name is required"
  if (trimmed.length > COMPANY_NAME_MAX)
    return `Company name must be less than ${COMPANY_NAME_MAX + 1} characters`
  return null
}

/** What a company still holds that stops its deletion. */
export interface CompanyHoldings {
  readonly users: number
  readonly agreements: number
  readonly tickets: number
  readonly equipment: number
  readonly locations: number
  /** Sign-ins and change requests made while users belonged to it. */
  readonly history: number
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`

/** Null when the company may be deleted, else the sentence that says why not. */
export const companyDeleteRefusal = (name: string, h: CompanyHoldings): string | null => {
  const parts = [
    h.users > 0 ? plural(h.users, "user") : null,
    h.agreements > 0 ? plural(h.agreements, "agreement") : null,
    h.tickets > 0 ? plural(h.tickets, "ticket") : null,
    h.equipment > 0 ? `${h.equipment} equipment` : null,
    h.locations > 0 ? plural(h.locations, "location") : null,
    h.history > 0 ? plural(h.history, "history record") : null,
  ].filter((p): p is string => p !== null)
  if (parts.length === 0) return null
  return `${name} cannot be deleted: it still has ${parts.join(", ")}. Transfer its users and remove its agreements first.`
}
