import type { Permissions } from "../../../core/schema/user-admin.ts"
import type { User } from "../../../core/schema/user.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { callApi, parseUserId } from "./users-api.ts"

export interface UsersShowResult {
  readonly user: User
  readonly loginCount: number
  readonly permissions: Permissions
}

/** One user's record, sign-in count and permissions (the profile screen's sections). */
export const run = (options: { readonly id: string }, deps: CliDeps): Promise<UsersShowResult> => {
  let id: number
  try {
    id = parseUserId(options.id)
  } catch (error) {
    throw usageError((error as Error).message)
  }
  return withSignedIn(deps, async () => {
    const [user, count, permissions] = await Promise.all([
      callApi(deps, "could not read the user", (c) => c.shell.user({ params: { id }, query: {} })),
      callApi(deps, "could not read the sign-in count", (c) => c.account.loginCount({ params: { id } })),
      callApi(deps, "could not read the permissions", (c) => c.users.permissions({ params: { userId: id } })),
    ])
    return { user: user.item as User, loginCount: count.count, permissions }
  })
}

export const render = ({ user, loginCount, permissions }: UsersShowResult): string =>
  [
    `${user.firstname} ${user.lastname} (${user.username}, #${user.userid})`,
    `Email:      ${user.email}`,
    `Phone:      ${user.phonenumber ?? "N/A"}${user.phonenumberextension ? ` ext. ${user.phonenumberextension}` : ""}`,
    `Company:    ${user.companyname}`,
    `Role:       ${user.role}`,
    `Status:     ${user.useractive ? "active" : "deactivated"}`,
    `Created:    ${user.usercreateddate}`,
    `Last login: ${user.dateLastLoggedInUTC ?? "never"} (${loginCount} sign-in${loginCount === 1 ? "" : "s"})`,
    `Features:   ${Object.entries(permissions.features)
      .map(([k, on]) => `${k} ${on ? "on" : "off"}`)
      .join(", ")}`,
  ].join("\n")
