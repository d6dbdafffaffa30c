import type { SnapshotFrom } from "xstate"
import type { PortalRuntime } from "../runtime/portal-runtime.ts"
import { PAGE_MACHINES } from "./registry/page-machines.ts"
import { PHONE_MACHINES } from "./registry/phone-machines.ts"
import { SCREEN_MACHINES } from "./registry/screen-machines.ts"
import { SHELL_PAGES, type ShellPageName } from "./shell/shell.types.ts"

/**
 * The one registry of the portal's machines: each name (its XState id, the name logs and flows use)
 * with the function that wires it to a runtime. The UI, the CLI, flows and replay all start
 * machines through it, so a log made by any of them replays in any other. It joins three parts the
 * browser loads apart (`registry/screen-machines.ts`; `registry/phone-machines.ts`: the phone rules
 * come only with the screens that show a phone field; `registry/page-machines.ts`: the shell's
 * pages, which it loads on open); the names and wiring are the same either way.
 */
const LIVE_MACHINES = {
  auth: SCREEN_MACHINES.auth,
  shell: SCREEN_MACHINES.shell,
  navigation: SCREEN_MACHINES.navigation,
  banner: SCREEN_MACHINES.banner,
  ticketListPage: PAGE_MACHINES.ticketListPage,
  ticketList: PAGE_MACHINES.ticketList,
  ticketExport: PAGE_MACHINES.ticketExport,
  ticketOptions: PAGE_MACHINES.ticketOptions,
  ticketPage: PAGE_MACHINES.ticketPage,
  ticketDetail: PAGE_MACHINES.ticketDetail,
  ticketComment: PAGE_MACHINES.ticketComment,
  ticketAttachments: PAGE_MACHINES.ticketAttachments,
  ticketClose: PAGE_MACHINES.ticketClose,
  ticketCustomerClose: PAGE_MACHINES.ticketCustomerClose,
  ticketWatchers: PAGE_MACHINES.ticketWatchers,
  newTicketPage: PAGE_MACHINES.newTicketPage,
  newTicket: PAGE_MACHINES.newTicket,
  equipmentList: PAGE_MACHINES.equipmentList,
  equipmentPage: PAGE_MACHINES.equipmentPage,
  equipmentDetails: PAGE_MACHINES.equipmentDetails,
  changeRequest: PAGE_MACHINES.changeRequest,
  agreements: SCREEN_MACHINES.agreements,
  passwordReset: SCREEN_MACHINES.passwordReset,
  accountRecovery: SCREEN_MACHINES.accountRecovery,
  dashboard: SCREEN_MACHINES.dashboard,
  impersonationPicker: SCREEN_MACHINES.impersonationPicker,
  adminCompanies: SCREEN_MACHINES.adminCompanies,
  adminBanner: SCREEN_MACHINES.adminBanner,
  adminAgreements: SCREEN_MACHINES.adminAgreements,
  adminTransfer: SCREEN_MACHINES.adminTransfer,
  profilePage: PHONE_MACHINES.profilePage,
  profile: PHONE_MACHINES.profile,
  emailChange: SCREEN_MACHINES.emailChange,
  emailChangeLink: SCREEN_MACHINES.emailChangeLink,
  phoneConfirmation: PHONE_MACHINES.phoneConfirmation,
  contactPrompt: PHONE_MACHINES.contactPrompt,
  notificationPanel: SCREEN_MACHINES.notificationPanel,
  whatsNew: SCREEN_MACHINES.whatsNew,
  notificationSettings: SCREEN_MACHINES.notificationSettings,
  interest: SCREEN_MACHINES.interest,
  accountTeamContact: SCREEN_MACHINES.accountTeamContact,
  usersPage: PHONE_MACHINES.usersPage,
  userList: PAGE_MACHINES.userList,
  userEditor: PHONE_MACHINES.userEditor,
  userProfile: SCREEN_MACHINES.userProfile,
  personalTokens: SCREEN_MACHINES.personalTokens,
  savedViews: SCREEN_MACHINES.savedViews,
  ticketRating: SCREEN_MACHINES.ticketRating,
  liveUpdates: SCREEN_MACHINES.liveUpdates,
  supportChat: SCREEN_MACHINES.supportChat,
  supportInbox: PAGE_MACHINES.supportInbox,
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
  // The signed-in shell runs the navigation, the panel, the banner, the saved views, the live
  // updates stream and a page (`shell/ticketPage/detail`).
  shell: [
    "navigation",
    "notificationPanel",
    "banner",
    "savedViews",
    "liveUpdates",
    "supportChat",
    ...SHELL_PAGES,
  ],
  ticketListPage: ["list", "options", "export"],
  ticketPage: ["detail", "comment", "attachments", "close", "customerClose", "watchers"],
  newTicketPage: ["form", "options"],
  equipmentPage: ["details", "request"],
  profilePage: ["details", "email"],
  contactPrompt: ["phone"],
  usersPage: ["list", "editor"],
} as const satisfies {
  readonly [N in PortalMachineName]?: ReadonlyArray<ChildIds<N> | (N extends "shell" ? ShellPageName : never)>
}

/** The shell's pages that have children of their own (`shell/ticketPage/detail`). */
type ShellPageWithChildren = ShellPageName & keyof typeof PAGE_CHILDREN

const hasChildren = (page: ShellPageName): page is ShellPageWithChildren => page in PAGE_CHILDREN

/** A machine a flow can look at: a registered machine, or a page machine's child (`ticketPage/detail`). */
export type MachinePath =
  | PortalMachineName
  | {
      [P in keyof typeof PAGE_CHILDREN]: `${P}/${(typeof PAGE_CHILDREN)[P][number]}`
    }[keyof typeof PAGE_CHILDREN]
  | { [P in ShellPageWithChildren]: `shell/${P}/${(typeof PAGE_CHILDREN)[P][number]}` }[ShellPageWithChildren]

/** Every machine path, in registry order. */
export const MACHINE_PATHS = [
  ...PORTAL_MACHINE_NAMES,
  ...Object.entries(PAGE_CHILDREN).flatMap(([page, ids]) => ids.map((id) => `${page}/${id}`)),
  ...SHELL_PAGES.filter(hasChildren).flatMap((page) =>
    PAGE_CHILDREN[page].map((id) => `shell/${page}/${id}`),
  ),
] as ReadonlyArray<MachinePath>
