import { SATISFACTION_ROLES } from "../../core/domain/tickets/rating.ts"
import type { AreaRules } from "./access-rule.ts"
import { companyData, customerTicketWrite, publicCall } from "./access-kinds.ts"

/**
 * The access table's rows for satisfaction ratings (issue 28). Reading a ticket's rating is any
 * caller who reads the ticket; the handler then shows the rating only to staff, the ticket's company
 * admin and the person who gave it (core/domain/tickets/rating.ts). Rating in the portal is the
 * customer roles; the handler answers 403 to anyone but the ticket's contact. The mailed link needs
 * no sign-in: its single-use, expiring token is the permission.
 */
export const ratingsAccessRules: AreaRules<"ratings" | "ratingLink"> = {
  "ratings.rating": companyData,
  "ratings.rate": customerTicketWrite,
  // Satisfaction figures are ratings: staff and company admins only (SATISFACTION_ROLES).
  "ratings.satisfaction": { session: "required", roles: SATISFACTION_ROLES, scope: "company" },
  "ratingLink.check": publicCall,
  "ratingLink.rate": publicCall,
}
