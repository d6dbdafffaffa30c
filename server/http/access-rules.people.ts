import type { AreaRules } from "./access-rule.ts"
import {
  admin,
  anyCaller,
  customerOwn,
  ownData,
  staffUserList,
  userChange,
  userManagement,
  userRead,
} from "./access-kinds.ts"

/**
 * The access table's rows for users, their profiles and notification settings, admin tools and
 * impersonation.
 */
export const peopleAccessRules: AreaRules<
  "users" | "admin" | "impersonation" | "profile" | "notifications" | "apps"
> = {
  "users.timeline": userRead,
  "admin.companies": admin("companies"),
  "admin.createCompany": admin("companies"),
  "admin.renameCompany": admin("companies"),
  "admin.deleteCompany": admin("companies"),
  "admin.companyAgreements": admin("agreements"),
  "admin.saveCompanyAgreements": admin("agreements"),
  "admin.transfer": { ...admin("transfer"), userAction: "change" },
  "admin.banner": admin("announcements"),
  "admin.saveBanner": admin("announcements"),
  "admin.impersonations": admin("impersonationLog"),
  "impersonation.start": { ...admin("impersonate"), userAction: "actFor", ownSignIn: true },
  "impersonation.candidates": admin("impersonate"),
  // The impersonation session is the customer's (role 4, say): ending it is open to any role, and
  // the handler answers 409 when the session is not an impersonation.
  "impersonation.end": ownData,
  "profile.requestEmailChange": { ...userChange, ownSignIn: true },
  "profile.emailChangeRequests": userRead,
  "notifications.list": userRead,
  "notifications.markSeen": userChange,
  "notifications.subscriptions": userRead,
  "notifications.subscribe": userChange,
  "notifications.unsubscribe": userChange,
  "notifications.subscribeAll": userChange,
  "notifications.locations": userRead,
  "notifications.saveLocations": userChange,
  "apps.interest": customerOwn,
  "users.list": userManagement,
  "users.adminList": staffUserList,
  "users.companyUsers": userManagement,
  "users.create": userManagement,
  "users.update": userChange,
  "users.permissions": userRead,
  "users.savePermissions": { ...userManagement, userAction: "change" },
  "users.countries": anyCaller,
}
