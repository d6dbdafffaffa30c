import type { InputFrom } from "xstate"

/**
 * The page machines the shell runs, by name (the name is also the child's id). Each is loaded when
 * a screen first opens it, so the shell's own chunk holds none of them: the entry and `/about` do
 * not carry the ticket list, the equipment screens or the Users page (whose rules bring in the
 * phone metadata). These are the plain machines (a test's or a flow's shell); `liveShellMachine`
 * loads the same names wired to the runtime (`shell.actors.ts`). To add a page: a loader here and
 * in `LIVE_SHELL_PAGES`, then `useShellPage(name, input)` in its screen.
 */
export const SHELL_PAGE_MACHINES = {
  ticketListPage: () =>
    import("../ticket-list-page/ticket-list-page.machine.ts").then((m) => m.ticketListPageMachine),
  ticketPage: () => import("../ticket-page/ticket-page.machine.ts").then((m) => m.ticketPageMachine),
  newTicketPage: () =>
    import("../new-ticket-page/new-ticket-page.machine.ts").then((m) => m.newTicketPageMachine),
  equipmentList: () =>
    import("../equipment-list/equipment-list.machine.ts").then((m) => m.equipmentListMachine),
  equipmentPage: () =>
    import("../equipment-page/equipment-page.machine.ts").then((m) => m.equipmentPageMachine),
  usersPage: () => import("../users-page/users-page.machine.ts").then((m) => m.usersPageMachine),
  supportInbox: () => import("../support-inbox/support-inbox.machine.ts").then((m) => m.supportInboxMachine),
}

/** A page machine's name in the shell (its child id). */
export type ShellPageName = keyof typeof SHELL_PAGE_MACHINES

/** Every page name, in registry order. */
export const SHELL_PAGES = Object.keys(SHELL_PAGE_MACHINES) as ReadonlyArray<ShellPageName>

/** The machine page `P` runs (type only: importing it loads nothing). */
export type ShellPageLogic<P extends ShellPageName> = Awaited<ReturnType<(typeof SHELL_PAGE_MACHINES)[P]>>

/** What a screen gives each page when it opens it. */
export type ShellPageInputs = { readonly [P in ShellPageName]: InputFrom<ShellPageLogic<P>> }

/** A loader per page, each yielding that page's machine (plain, or wired to a runtime). */
export type ShellPageLoaders = { readonly [P in ShellPageName]: () => Promise<ShellPageLogic<P>> }

/** Input of the shell's `loadPage` actor. */
export interface LoadPageInput {
  readonly page: ShellPageName
}

/** Whether `name` (from an event, maybe an old trace's) is one of the registry's pages. */
export const isShellPage = (name: string): name is ShellPageName => Object.hasOwn(SHELL_PAGE_MACHINES, name)

/**
 * The machine of `page` from `loaders`. A page name no loader knows (an event from an older trace,
 * a typo in a flow) fails like a chunk that could not be fetched: the shell shows it as failed.
 */
export const loadShellPage = (loaders: ShellPageLoaders, page: ShellPageName) => {
  if (!isShellPage(page)) return Promise.reject(new Error(`the shell has no page '${page}'`))
  return loaders[page]()
}
