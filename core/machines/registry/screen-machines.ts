import { liveAccountTeamContactMachine } from "../account-team-contact/account-team-contact.actors.ts"
import { liveAdminAgreementsMachine } from "../admin-agreements/admin-agreements.actors.ts"
import { liveAdminBannerMachine } from "../admin-banner/admin-banner.actors.ts"
import { liveAdminCompaniesMachine } from "../admin-companies/admin-companies.actors.ts"
import { liveAdminTransferMachine } from "../admin-transfer/admin-transfer.actors.ts"
import { liveAgreementsMachine } from "../agreements/agreements.actors.ts"
import { liveImpersonationPickerMachine } from "../impersonation-picker/impersonation-picker.actors.ts"
import { liveAccountRecoveryMachine } from "../account-recovery/account-recovery.actors.ts"
import { liveAuthMachine } from "../auth/auth.actors.ts"
import { liveBannerMachine } from "../banner/banner.actors.ts"
import { liveChangeRequestMachine } from "../change-request/change-request.actors.ts"
import { liveEquipmentDetailsMachine } from "../equipment-details/equipment-details.actors.ts"
import { liveEquipmentListMachine } from "../equipment-list/equipment-list.actors.ts"
import { liveEquipmentPageMachine } from "../equipment-page/equipment-page.actors.ts"
import { liveDashboardMachine } from "../dashboard/dashboard.actors.ts"
import { liveNavigationMachine } from "../navigation/navigation.actors.ts"
import { liveShellMachine } from "../shell/shell.actors.ts"
import { liveNotificationPanelMachine } from "../notification-panel/notification-panel.actors.ts"
import { liveNotificationSettingsMachine } from "../notification-settings/notification-settings.actors.ts"
import { liveWhatsNewMachine } from "../whats-new/whats-new.actors.ts"
import { liveInterestMachine } from "../interest/interest.actors.ts"
import { liveNewTicketMachine } from "../new-ticket/new-ticket.actors.ts"
import { liveNewTicketPageMachine } from "../new-ticket-page/new-ticket-page.actors.ts"
import { livePasswordResetMachine } from "../password-reset/password-reset.actors.ts"
import { liveEmailChangeMachine } from "../email-change/email-change.actors.ts"
import { liveEmailChangeLinkMachine } from "../email-change-link/email-change-link.actors.ts"
import { liveTicketAttachmentsMachine } from "../ticket-attachments/ticket-attachments.actors.ts"
import { liveTicketCloseMachine } from "../ticket-close/ticket-close.actors.ts"
import { liveTicketCommentMachine } from "../ticket-comment/ticket-comment.actors.ts"
import { liveTicketDetailMachine } from "../ticket-detail/ticket-detail.actors.ts"
import { liveTicketExportMachine } from "../ticket-export/ticket-export.actors.ts"
import { liveTicketListMachine } from "../ticket-list/ticket-list.actors.ts"
import { liveTicketListPageMachine } from "../ticket-list-page/ticket-list-page.actors.ts"
import { liveTicketOptionsMachine } from "../ticket-options/ticket-options.actors.ts"
import { liveTicketPageMachine } from "../ticket-page/ticket-page.actors.ts"
import { liveUserListMachine } from "../user-list/user-list.actors.ts"
import { liveUserProfileMachine } from "../user-profile/user-profile.actors.ts"

/**
 * The machines of every screen except those that check phone numbers (`phone-machines.ts`): what
 * the browser's screens load with their first `usePortalMachine`. `portal-machines.ts` joins both
 * halves into the one registry.
 */
export const SCREEN_MACHINES = {
  auth: liveAuthMachine,
  shell: liveShellMachine,
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
  adminAgreements: liveAdminAgreementsMachine,
  adminTransfer: liveAdminTransferMachine,
  emailChange: liveEmailChangeMachine,
  emailChangeLink: liveEmailChangeLinkMachine,
  notificationPanel: liveNotificationPanelMachine,
  whatsNew: liveWhatsNewMachine,
  notificationSettings: liveNotificationSettingsMachine,
  interest: liveInterestMachine,
  accountTeamContact: liveAccountTeamContactMachine,
  userList: liveUserListMachine,
  userProfile: liveUserProfileMachine,
} as const
