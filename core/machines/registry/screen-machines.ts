import { liveSupportChatMachine } from "../support-chat/support-chat.actors.ts"
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
import { liveDashboardMachine } from "../dashboard/dashboard.actors.ts"
import { liveLiveUpdatesMachine } from "../live-updates/live-updates.actors.ts"
import { liveNavigationMachine } from "../navigation/navigation.actors.ts"
import { liveShellMachine } from "../shell/shell.actors.ts"
import { liveNotificationPanelMachine } from "../notification-panel/notification-panel.actors.ts"
import { liveNotificationSettingsMachine } from "../notification-settings/notification-settings.actors.ts"
import { liveWhatsNewMachine } from "../whats-new/whats-new.actors.ts"
import { liveInterestMachine } from "../interest/interest.actors.ts"
import { livePasswordResetMachine } from "../password-reset/password-reset.actors.ts"
import { liveEmailChangeMachine } from "../email-change/email-change.actors.ts"
import { liveEmailChangeLinkMachine } from "../email-change-link/email-change-link.actors.ts"
import { liveUserProfileMachine } from "../user-profile/user-profile.actors.ts"
import { livePersonalTokensMachine } from "../personal-tokens/personal-tokens.actors.ts"
import { liveSavedViewsMachine } from "../saved-views/saved-views.actors.ts"
import { liveTicketRatingMachine } from "../ticket-rating/ticket-rating.actors.ts"

/**
 * The machines of every screen except those that check phone numbers (`phone-machines.ts`) and the
 * shell's pages with their children (`page-machines.ts`): what the browser's screens load with
 * their first `usePortalMachine`. `portal-machines.ts` joins the halves into the one registry.
 */
export const SCREEN_MACHINES = {
  auth: liveAuthMachine,
  shell: liveShellMachine,
  navigation: liveNavigationMachine,
  banner: liveBannerMachine,
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
  userProfile: liveUserProfileMachine,
  personalTokens: livePersonalTokensMachine,
  savedViews: liveSavedViewsMachine,
  ticketRating: liveTicketRatingMachine,
  liveUpdates: liveLiveUpdatesMachine,
  supportChat: liveSupportChatMachine,
} as const
