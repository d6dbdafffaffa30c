import type { SnapshotFrom } from "xstate"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"
import { liveAdminBannerMachine } from "./admin-banner/admin-banner.actors.ts"
import { liveAdminCompaniesMachine } from "./admin-companies/admin-companies.actors.ts"
import { liveAgreementsMachine } from "./agreements/agreements.actors.ts"
import { liveImpersonationPickerMachine } from "./impersonation-picker/impersonation-picker.actors.ts"
import { liveAccountRecoveryMachine } from "./account-recovery/account-recovery.actors.ts"
import { liveAuthMachine } from "./auth/auth.actors.ts"
import { liveBannerMachine } from "./banner/banner.actors.ts"
import { liveChangeRequestMachine } from "./change-request/change-request.actors.ts"
import { liveEquipmentDetailsMachine } from "./equipment-details/equipment-details.actors.ts"
import { liveEquipmentListMachine } from "./equipment-list/equipment-list.actors.ts"
import { liveEquipmentPageMachine } from "./equipment-page/equipment-page.actors.ts"
import { liveDashboardMachine } from "./dashboard/dashboard.actors.ts"
import { liveNavigationMachine } from "./navigation/navigation.actors.ts"
import { liveNotificationPanelMachine } from "./notification-panel/notification-panel.actors.ts"
import { liveNotificationSettingsMachine } from "./notification-settings/notification-settings.actors.ts"
import { liveWhatsNewMachine } from "./whats-new/whats-new.actors.ts"
import { liveInterestMachine } from "./interest/interest.actors.ts"
import { liveNewTicketMachine } from "./new-ticket/new-ticket.actors.ts"
import { liveNewTicketPageMachine } from "./new-ticket-page/new-ticket-page.actors.ts"
import { livePasswordResetMachine } from "./password-reset/password-reset.actors.ts"
import { liveEmailChangeMachine } from "./email-change/email-change.actors.ts"
import { liveEmailChangeLinkMachine } from "./email-change-link/email-change-link.actors.ts"
import { livePhoneConfirmationMachine } from "./phone-confirmation/phone-confirmation.actors.ts"
import { liveProfileMachine } from "./profile/profile.actors.ts"
import { liveProfilePageMachine } from "./profile-page/profile-page.actors.ts"
import { liveTicketAttachmentsMachine } from "./ticket-attachments/ticket-attachments.actors.ts"
import { liveTicketCloseMachine } from "./ticket-close/ticket-close.actors.ts"
import { liveTicketCommentMachine } from "./ticket-comment/ticket-comment.actors.ts"
import { liveTicketDetailMachine } from "./ticket-detail/ticket-detail.actors.ts"
import { liveTicketExportMachine } from "./ticket-export/ticket-export.actors.ts"
import { liveTicketListMachine } from "./ticket-list/ticket-list.actors.ts"
import { liveTicketListPageMachine } from "./ticket-list-page/ticket-list-page.actors.ts"
import { liveTicketOptionsMachine } from "./ticket-options/ticket-options.actors.ts"
import { liveTicketPageMachine } from "./ticket-page/ticket-page.actors.ts"
import { liveUserEditorMachine } from "./user-editor/user-editor.actors.ts"
import { liveUserListMachine } from "./user-list/user-list.actors.ts"
import { liveUserProfileMachine } from "./user-profile/user-profile.actors.ts"
import { liveUsersPageMachine } from "./users-page/users-page.actors.ts"

/**
 * The one registry of the portal's machines: each name (its XState id, the name logs and flows use)
 * with the function that wires it to a runtime. The UI, the CLI, flows and replay all start
 * machines through it, so a log made by any of them replays in any other.
 */
const LIVE_MACHINES = {
  auth: liveAuthMachine,
  navigation: liveNavigationMachine,
  banner: liveBannerMachine,
  ticketListPage: liveTicketListPageMachine,
  ticketList: liveTicketListMachine,
  ticketExport: liveTicketExportMachine,
  ticketOptions: liveTicketOptionsMachine,
  ticketPage: liveTicketPageMachine,
  ticketDetail: liveTicketDetailMachine,
  ticketComment: liveTicketCommentMachine,
  ticketAttachments: liveTicketAttachmentsMachine,
  ticketClose: liveTicketCloseMachine,
  newTicketPage: liveNewTicketPageMachine,
  newTicket: liveNewTicketMachine,
  equipmentList: liveEquipmentListMachine,
  equipmentPage: liveEquipmentPageMachine,
  equipmentDetails: liveEquipmentDetailsMachine,
  changeRequest: liveChangeRequestMachine,
  agreements: liveAgreementsMachine,
  passwordReset: livePasswordResetMachine,
  accountRecovery: liveAccountRecoveryMachine,
  dashboard: liveDashboardMachine,
  impersonationPicker: liveImpersonationPickerMachine,
  adminCompanies: liveAdminCompaniesMachine,
  adminBanner: liveAdminBannerMachine,
  profilePage: liveProfilePageMachine,
  profile: liveProfileMachine,
  emailChange: liveEmailChangeMachine,
  emailChangeLink: liveEmailChangeLinkMachine,
  phoneConfirmation: livePhoneConfirmationMachine,
  notificationPanel: liveNotificationPanelMachine,
  whatsNew: liveWhatsNewMachine,
  notificationSettings: liveNotificationSettingsMachine,
  interest: liveInterestMachine,
  usersPage: liveUsersPageMachine,
  userList: liveUserListMachine,
  userEditor: liveUserEditorMachine,
  userProfile: liveUserProfileMachine,
} as const

export type PortalMachineName = keyof typeof LIVE_MACHINES

/** The portal's machines with their live actors. */
export type PortalMachines = { readonly [N in PortalMachineName]: ReturnType<(typeof LIVE_MACHINES)[N]> }

/** Every machine name, in registry order. */
export const PORTAL_MACHINE_NAMES = Object.keys(LIVE_MACHINES) as ReadonlyArray<PortalMachineName>

/** Every machine wired to `runtime`. */
export const portalMachines = (runtime: PortalRuntime): PortalMachines => {
  const machines: Partial<Record<PortalMachineName, unknown>> = {}
  for (const name of PORTAL_MACHINE_NAMES) machines[name] = LIVE_MACHINES[name](runtime)
  return machines as PortalMachines
}

type ChildIds<N extends PortalMachineName> = Extract<
  keyof SnapshotFrom<PortalMachines[N]>["children"],
  string
>

/** The children of the page machines, by id: flows read them as `ticketPage/detail`. */
export const PAGE_CHILDREN = {
  // Viewing as another user (design card) lives inside the auth machine, whose session it replaces.
  auth: ["impersonation"],
  ticketListPage: ["list", "options", "export"],
  ticketPage: ["detail", "comment", "attachments", "close"],
  newTicketPage: ["form", "options"],
  equipmentPage: ["details", "request"],
  profilePage: ["details", "email"],
  usersPage: ["list", "editor"],
} as const satisfies { readonly [N in PortalMachineName]?: ReadonlyArray<ChildIds<N>> }

/** A machine a flow can look at: a registered machine, or a page machine's child (`ticketPage/detail`). */
export type MachinePath =
  | PortalMachineName
  | {
      [P in keyof typeof PAGE_CHILDREN]: `${P}/${(typeof PAGE_CHILDREN)[P][number]}`
    }[keyof typeof PAGE_CHILDREN]

/** Every machine path, in registry order. */
export const MACHINE_PATHS = [
  ...PORTAL_MACHINE_NAMES,
  ...Object.entries(PAGE_CHILDREN).flatMap(([page, ids]) => ids.map((id) => `${page}/${id}`)),
] as ReadonlyArray<MachinePath>
