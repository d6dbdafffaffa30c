import { waitFor } from "xstate"
import { listQueryString } from "../../../core/domain/lists/query-string.ts"
import { pageCount } from "../../../core/domain/lists/paging.ts"
import { parseUserListUrl, userListUrlParams } from "../../../core/domain/users/list-url.ts"
import type { User } from "../../../core/schema/user.ts"
import type { Column } from "../../format/table.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { readPages, withoutPage } from "../shared/all-pages.ts"
import { listText } from "../shared/list-output.ts"
import type { ListOutputOptions } from "../shared/list-output.options.ts"
import { withSignedIn } from "../shared/signed-in.ts"
import { toUserUrlParams, type UsersListOptions } from "./users-list-options.ts"

export type UsersListCommandOptions = UsersListOptions & ListOutputOptions

export interface UsersListResult {
  /** One-based (with --all: 1, every page read). */
  readonly page: number
  readonly pages: number
  readonly count: number
  /** The `/users` URL query of this view. */
  readonly url: Readonly<Record<string, string>>
  /** True with --all: `items` holds every page. */
  readonly all: boolean
  readonly items: ReadonlyArray<User>
}

/** Lists users through the user list machine, from the options checked as the `/users` URL. */
export const run = (options: UsersListCommandOptions, deps: CliDeps): Promise<UsersListResult> => {
  const params = parseUserListUrl(toUserUrlParams(options))
  return withSignedIn(deps, async ({ failure }) => {
    const list = startMachine(deps, "userList", { params })
    try {
      list.send({ type: "list.load" })
      const { snapshot, items } = await readPages(options.all, {
        settle: () => waitFor(list, (s) => s.matches("none") || s.matches("error")),
        next: () => list.send({ type: "list.pageNext" }),
        view: (s) => (s.matches("error") ? null : { ...s.context, items: s.context.results ?? [] }),
        progress: (done, total) => deps.progress({ label: "Fetching users", done, total }),
      })
      const c = snapshot.context
      if (snapshot.matches("error")) throw failure("could not list users", c.error)
      const all = options.all === true
      return {
        page: all ? 1 : c.page + 1,
        pages: pageCount(c.count, c.pageSize),
        count: c.count,
        url: all ? withoutPage(userListUrlParams(c)) : userListUrlParams(c),
        all,
        items,
      }
    } finally {
      list.stop()
    }
  })
}

/** A user's row in CLI tables (and the CSV's columns). */
export const userColumns: ReadonlyArray<Column<User>> = [
  { heading: "ID", cell: (u: User) => String(u.userid), align: "right" as const },
  { heading: "NAME", cell: (u: User) => `${u.firstname} ${u.lastname}`, max: 28 },
  { heading: "USERNAME", cell: (u: User) => u.username, max: 32 },
  { heading: "EMAIL", cell: (u: User) => u.email, max: 36 },
  { heading: "ROLE", cell: (u: User) => u.role },
  { heading: "COMPANY", cell: (u: User) => u.companyname, max: 24 },
  { heading: "STATUS", cell: (u: User) => (u.useractive ? "active" : "deactivated") },
]

export const render = (result: UsersListResult, options: UsersListCommandOptions = {}): string => {
  const query = listQueryString(result.url)
  const users = `${result.count} user${result.count === 1 ? "" : "s"}`
  const footer =
    (result.all ? `All ${users}` : `Page ${result.page} of ${result.pages} · ${users}`) +
    (query ? ` · /users?${query}` : "")
  return listText(options, userColumns, result.items, { empty: "No users match.", footer })
}
