import { waitFor } from "xstate"
import { listQueryString } from "../../../core/domain/lists/query-string.ts"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import { parseUserListUrl, userListUrlParams } from "../../../core/domain/users/list-url.ts"
import type { User } from "../../../core/schema/user.ts"
import { renderTable } from "../../format/table.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { toUserUrlParams, type UsersListOptions } from "./users-list-options.ts"

export interface UsersListResult {
  readonly page: number
  readonly pages: number
  readonly count: number
  /** The `/users` URL query of this view. */
  readonly url: Readonly<Record<string, string>>
  readonly items: ReadonlyArray<User>
}

/** Lists users through the user list machine, from the options checked as the `/users` URL. */
export const run = (options: UsersListOptions, deps: CliDeps): Promise<UsersListResult> => {
  const params = parseUserListUrl(toUserUrlParams(options))
  return withSignedIn(deps, async ({ failure }) => {
    const list = startMachine(deps, "userList", { params })
    try {
      list.send({ type: "list.load" })
      const done = await waitFor(list, (s) => s.matches("none") || s.matches("error"))
      const c = done.context
      if (done.matches("error")) throw failure("could not list users", c.error)
      return {
        page: c.page + 1,
        pages: pageCount(c.count, c.pageSize),
        count: c.count,
        url: userListUrlParams(c),
        items: c.results ?? [],
      }
    } finally {
      list.stop()
    }
  })
}

/** A user's row in CLI tables. */
export const userColumns = [
  { heading: "ID", cell: (u: User) => String(u.userid), align: "right" as const },
  { heading: "NAME", cell: (u: User) => `${u.firstname} ${u.lastname}`, max: 28 },
  { heading: "USERNAME", cell: (u: User) => u.username, max: 32 },
  { heading: "EMAIL", cell: (u: User) => u.email, max: 36 },
  { heading: "ROLE", cell: (u: User) => u.role },
  { heading: "COMPANY", cell: (u: User) => u.companyname, max: 24 },
  { heading: "STATUS", cell: (u: User) => (u.useractive ? "active" : "deactivated") },
]

export const render = (result: UsersListResult): string => {
  const query = listQueryString(result.url)
  const footer =
    `Page ${result.page} of ${result.pages} · ${result.count} user${result.count === 1 ? "" : "s"}` +
    (query ? ` · /users?${query}` : "")
  if (result.items.length === 0) return `No users match.\n${footer}`
  return `${renderTable(userColumns, result.items)}\n\n${footer}`
}
