import type { EndpointKey, GroupName } from "./endpoint-key.ts"
import type { OperationDoc } from "./operation-doc.ts"
import { accountOperationDocs } from "./operation-docs.account.ts"
import { peopleOperationDocs } from "./operation-docs.people.ts"
import { ratingsOperationDocs } from "./operation-docs.ratings.ts"
import { recordsOperationDocs } from "./operation-docs.records.ts"
import { watcherOperationDocs } from "./operation-docs.watchers.ts"
import { eventOperationDocs } from "./operation-docs.events.ts"
import { chatOperationDocs } from "./operation-docs.chat.ts"

/**
 * The docs of every endpoint, keyed by the contract's `group.endpoint` (its OpenAPI `operationId`):
 * a missing or unknown endpoint fails type checking. Kept beside the contract rather than on it so
 * the browser's client, derived from the contract, does not carry these words.
 */
export const operationDocs: { readonly [K in EndpointKey]: OperationDoc } = {
  ...accountOperationDocs,
  ...recordsOperationDocs,
  ...peopleOperationDocs,
  ...ratingsOperationDocs,
  ...watcherOperationDocs,
  ...eventOperationDocs,
  ...chatOperationDocs,
}

/** What the reference says about each group (OpenAPI tag), in the order the contract adds them. */
export const groupDocs: { readonly [G in GroupName]: string } = {
  auth: "Signing in, without a session.",
  account: "The signed-in account and its session: sign out, expiry, password update token.",
  password: "Forgotten passwords and usernames, and the mailed reset, setup and update links.",
  dev: "Demo mode only: the mail outbox, so tests can follow mailed links.",
  shell: "What every screen's frame reads: the user, menu counts, announcement, agreements, accounts.",
  config: "Public configuration: product and provider names, support phone, version.",
  tickets:
    "Service tickets: list, detail, create, comment, close, attachments, the Excel export and saved views.",
  documents: "The document backend: ticket attachments by document id.",
  clientLog: "The page's event and failed-request log, when remote logging is on.",
  equipment: "Equipment under service, its detail, children, column choice and change requests.",
  insights: "Dashboards: service, equipment and (company admins, staff) user figures.",
  users: "Users of the companies in the caller's scope, their permissions and activity timeline.",
  admin: "Provider staff administration: companies, agreements, transfers, announcements.",
  impersonation: "Staff viewing the portal as a customer user.",
  profile: "A user's email address change requests.",
  emailChange: "The mailed links that confirm or cancel an email address change, without a session.",
  notifications: "In-app notifications and the event, delivery and location subscriptions.",
  apps: "Interest in the provider's monitoring and integration products.",
  tokens: "The caller's personal access tokens (`Authorization: Bearer`), for scripts and the CLI.",
  ratings: "Satisfaction ratings of closed tickets and the satisfaction insights.",
  ratingLink: "The mailed single-use rating link, without a session.",
  watchers: "Colleagues who watch a ticket and hear of its events, and who may be added.",
  events: "Live updates: a server-sent event stream of changes the caller may read.",
  chat: "The built-in support chat: a customer's conversation with support, answered in /admin.",
}
