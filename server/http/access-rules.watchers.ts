import { ROLES } from "../../core/domain/roles.ts"
import type { AccessRule, AreaRules } from "./access-rule.ts"
import { companyData } from "./access-kinds.ts"

/**
 * Changing a ticket's watchers (issue 28): provider staff and the ticket company's admins and
 * users, on tickets in their scope (404 outside it); the handler then asks the watcher rule
 * (core/domain/tickets/watchers.ts) whether the caller may add or remove this user (403 otherwise).
 * Sales reps read the watchers but never change them: they are no user of the ticket's company.
 */
export const watcherWrite: AccessRule = {
  session: "required",
  roles: [ROLES.developer, ROLES.systemAdmin, ROLES.companyAdmin, ROLES.companyUser],
  scope: "company",
}

/** The access table's rows for ticket watchers. */
export const watcherAccessRules: AreaRules<"watchers"> = {
  "watchers.list": companyData,
  "watchers.candidates": watcherWrite,
  "watchers.add": watcherWrite,
  "watchers.remove": watcherWrite,
}
