/**
 * The reopen period when `PORTAL_REOPEN_DAYS` is not set (issue 28; the rules are in
 * `customer-close.ts`). A module of its own because the page's configuration reads it on every
 * route, the login route among them, and the close and reopen rules belong to the ticket screens.
 */
export const DEFAULT_REOPEN_DAYS = 14
