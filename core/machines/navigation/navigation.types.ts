import type { PanelMode, TicketCounts } from "../../domain/navigation.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { AccountTeamMember } from "../../schema/agreement.ts"
import type { NavigationAgreement, NavigationData } from "../../schema/navigation.ts"

/** Request status of the left-menu call (spec section 4: loading, error, none). */
export type NavigationStatus = "none" | "loading" | "error"

/** Failures of GET /v1/leftmenu and PATCH /v1/policy/confirmation. */
export type LeftMenuFailure = EndpointFailure<"shell", "leftMenu">
export type PolicyFailure = EndpointFailure<"account", "policyConfirmation">

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
  /** Why the left menu or the policy confirmation failed. */
  readonly error: LeftMenuFailure | PolicyFailure | null
}

export interface NavigationInput {
  /** Initial panel mode; hosts pick `condensed` on medium or smaller screens. */
  readonly mode?: PanelMode
}

export type NavigationEvent =
  | { readonly type: "nav.refresh" }
  | { readonly type: "nav.ticketCreated" }
  /** Staff closed an open ticket: one fewer open, one more closed. */
  | { readonly type: "nav.ticketClosed" }
  | { readonly type: "nav.policyAccepted" }
  | { readonly type: "nav.toggle" }
  | { readonly type: "nav.setMode"; readonly mode: PanelMode }
  | { readonly type: "nav.unreadChanged"; readonly hasUnread: boolean }
  /** The contact confirmation saved the signed-in user's number (spec section 7). */
  | { readonly type: "nav.phoneSaved"; readonly phonenumber: string }
  /** The user closed the contact confirmation's done message. */
  | { readonly type: "nav.contactClose" }

export type { AccountTeamMember, NavigationAgreement, NavigationData, PanelMode, TicketCounts }
