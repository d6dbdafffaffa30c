import type { AreaDocs } from "./operation-doc.ts"

/** Docs of users, administration, impersonation, profile, notifications and apps. */
export const peopleOperationDocs: AreaDocs<
  "users" | "admin" | "impersonation" | "profile" | "notifications" | "apps"
> = {
  "users.timeline": {
    summary: "User activity timeline",
    description:
      "The user's activity entries, newest first (`offset`, `limit` up to 999): `items` and `count`.",
  },
  "users.list": {
    summary: "List users",
    description:
      "The users screen's list with the list encoding, filters `useractive` and `companyid`, and searches over names, username and email: `items` and `count`.",
  },
  "users.adminList": {
    summary: "List every company's users",
    description: "The same query and answer as the users list, over every company.",
  },
  "users.companyUsers": {
    summary: "Users of a company",
    description: "`results`: the users of one company in the caller's scope, by name.",
  },
  "users.create": {
    summary: "Create a user",
    description:
      "Creates an account in a company in scope with a role the caller may give, and mails it a setup link. A taken username or email answers 409 naming the field.",
  },
  "users.update": {
    summary: "Update a user",
    description:
      "Saves the changed fields (names, email, phone number and extension, active); a field the caller may not change is 403 naming it. Deactivation ends the user's sessions.",
  },
  "users.permissions": {
    summary: "A user's permissions",
    description: "The user's role, features, the roles the caller may assign and whether they are editable.",
  },
  "users.savePermissions": {
    summary: "Save a user's permissions",
    description:
      "Changes a user's role or features (`userId`, `roleid`, `features`) and answers the new permissions.",
  },
  "users.countries": {
    summary: "Countries",
    description: "`countries`: name, ISO code and dialling code of every country, for phone numbers.",
  },
  "admin.companies": {
    summary: "List companies",
    description:
      "Companies by name with their user and agreement counts; `companyName(*)` searches part of the name.",
  },
  "admin.createCompany": {
    summary: "Create a company",
    description: "Creates a company from `{ companyName }` (1 to 100 characters, unique ignoring case).",
  },
  "admin.renameCompany": {
    summary: "Rename a company",
    description: "Renames a company (`{ company: { companyName } }`).",
  },
  "admin.deleteCompany": {
    summary: "Delete a company",
    description:
      "Deletes a company that has no users, agreements, tickets or history left (409 naming them otherwise).",
  },
  "admin.companyAgreements": {
    summary: "A company's agreements",
    description: "`agreementInfo`: the company's agreements with their names and active flags.",
  },
  "admin.saveCompanyAgreements": {
    summary: "Save a company's agreements",
    description:
      "Renames and activates or deactivates the company's own agreements (`{ agreements }`) in one go.",
  },
  "admin.transfer": {
    summary: "Transfer a user",
    description:
      "Moves a customer user to another company (`userID`, `companyID`); their records stay with the former company and their sessions end.",
  },
  "admin.banner": {
    summary: "Announcement for editing",
    description: "The newest announcement whatever its state, in the response field `banner`.",
  },
  "admin.saveBanner": {
    summary: "Save the announcement",
    description:
      "Sanitises and stores a new announcement (`message, status, active, startDate, endDate`) and deactivates the earlier ones; answers `banner`.",
  },
  "admin.impersonations": {
    summary: "Impersonation log",
    description: "Who viewed the portal as whom and when, newest first: `items` and `count`.",
  },
  "impersonation.start": {
    summary: "Start viewing as a user",
    description:
      "Starts an impersonation of `{ userID }` and returns its session (also set as the cookie); 403 with the reason when the user may not be viewed.",
  },
  "impersonation.end": {
    summary: "Stop viewing as a user",
    description: "Ends the impersonation and returns the staff member's session again.",
  },
  "impersonation.candidates": {
    summary: "Users to view as",
    description:
      "Up to 20 active users whose username, name or email contains `search`, an exact username first.",
  },
  "profile.requestEmailChange": {
    summary: "Request an email change",
    description:
      "Mails a confirm link to `{ newEmail }` and a cancel link to the current address; the same answer whether or not the address is used.",
  },
  "profile.emailChangeRequests": {
    summary: "Pending email change",
    description: "The user's live email change request, if any: `items` and `count`.",
  },
  "notifications.list": {
    summary: "List notifications",
    description: "The user's notifications, newest first (`offset` default 0, `limit` default 20): `items`.",
  },
  "notifications.markSeen": {
    summary: "Mark notifications seen",
    description: "Marks the user's notifications seen (empty body); ignored for an impersonation session.",
  },
  "notifications.subscriptions": {
    summary: "Notification subscriptions",
    description: "`items`: the event types and deliveries (in-app, email) the user is subscribed to.",
  },
  "notifications.subscribe": {
    summary: "Subscribe to an event",
    description: "Subscribes the user to an `event_type` with a `delivery_type`; answers `status`.",
  },
  "notifications.unsubscribe": {
    summary: "Unsubscribe from an event",
    description: "Removes the user's subscription to an `event_type` (one delivery, or both without one).",
  },
  "notifications.subscribeAll": {
    summary: "Subscribe to every event",
    description: "No body; enables every event type with both deliveries.",
  },
  "notifications.locations": {
    summary: "Location subscriptions",
    description:
      "`items` with `locationID`: the locations the user does not follow, and the locations available.",
  },
  "notifications.saveLocations": {
    summary: "Save location subscriptions",
    description: "Replaces the user's unfollowed locations (body `locations`).",
  },
  "apps.interest": {
    summary: "Register interest",
    description:
      "Interest in monitoring or an integration (`interested-monitoring`, `interested-integration`) mails the caller's account team.",
  },
}
