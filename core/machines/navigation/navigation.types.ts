import type { PanelMode, TicketCounts } from "../../domain/navigation.ts"
import type { ErrorDescription } from "../../runtime/errors.ts"
import type { AccountTeamMember } from "../../schema/agreement.ts"
import type { NavigationAgreement, NavigationData } from "../../schema/navigation.ts"

/** Request status of the left-menu call (spec section 4: loading, error, none). */
export type NavigationStatus = "none" | "loading" | "error"

export interface NavigationContext {
  readonly status: NavigationStatus
  /** The last left-menu answer (TicketCounts); null before the first success. */
  readonly data: NavigationData | null
  readonly counts: TicketCounts
  readonly viewedPolicy: boolean
  readonly mode: PanelMode
  /** One member per distinct sales rep of the user's agreements. */
  readonly accountTeam: ReadonlyArray<AccountTeamMember>
  readonly hasUnreadNotifications: boolean
  readonly error: ErrorDescription | null
}

export interface NavigationInput {
  /** Initial panel mode; hosts pick `condensed` on medium or smaller screens. */
  readonly mode?: PanelMode
}

export type NavigationEvent =
  | { readonly type: "nav.refresh" }
  | { readonly type: "nav.ticketCreated" }
  | { readonly type: "nav.policyAccepted" }
  | { readonly type: "nav.toggle" }
  | { readonly type: "nav.setMode"; readonly mode: PanelMode }
  | { readonly type: "nav.unreadChanged"; readonly hasUnread: boolean }

export type { AccountTeamMember, NavigationAgreement, NavigationData, PanelMode, TicketCounts }
