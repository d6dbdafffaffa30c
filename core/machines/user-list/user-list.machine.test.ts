import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { createActor, SimulatedClock, waitFor } from "xstate"
import { userListUrlParams } from "../../domain/users/list-url.ts"
import type { User } from "../../schema/user.ts"
import type { UserList } from "../../schema/user-admin.ts"
import { UserListQuery } from "../../schema/user-list-query.ts"
import { rejects, resolves } from "../../testing/fake-actors.ts"
import { NotFound } from "../../schema/errors.ts"
import { type FetchUsersInput, USER_SEARCH_DEBOUNCE_MS, userListMachine } from "./user-list.machine.ts"
import { nextUserListParams } from "./user-list.events.ts"
import { DEFAULT_USER_LIST_PARAMS } from "../../domain/users/list-url.ts"

const sent = (input: FetchUsersInput) => Schema.encodeSync(UserListQuery)(input.query)
const user = (userid: number) => ({ userid }) as User
const page = (count: number, n = 1): UserList => ({
  status: "success",
  items: Array.from({ length: n }, (_, i) => user(i + 1)),
  count,
})

const start = (fetchPage = resolves<UserList, FetchUsersInput>(page(60)), clock?: SimulatedClock) =>
  createActor(
    userListMachine.provide({ actors: { fetchPage } }),
    clock ? { clock, input: {} } : { input: {} },
  ).start()

const settled = (actor: ReturnType<typeof start>) =>
  waitFor(actor, (s) => s.matches("none") || s.matches("error"))

describe("nextUserListParams", () => {
  const at = { ...DEFAULT_USER_LIST_PARAMS, page: 1, count: 100 }
  it.each<[Parameters<typeof nextUserListParams>[1], Partial<typeof DEFAULT_USER_LIST_PARAMS>]>([
    [{ type: "list.pageNext" }, { page: 2 }],
    [{ type: "list.pagePrev" }, { page: 0 }],
    [{ type: "list.pageSet", page: 99 }, { page: 4 }],
    [{ type: "list.pageSet", page: -1 }, { page: 0 }],
    [
      { type: "list.sortChange", field: "firstname" },
      { page: 0, sortDirection: "desc" },
    ],
    [
      { type: "list.sortChange", field: "email" },
      { page: 0, sort: "email", sortDirection: "asc" },
    ],
    [
      { type: "list.statusChange", active: "0" },
      { page: 0, active: "0" },
    ],
    [
      { type: "list.statusChange", active: "maybe" },
      { page: 0, active: "all" },
    ],
    [
      { type: "list.pageSizeChange", pageSize: 48 },
      { page: 0, pageSize: 48 },
    ],
    [
      { type: "list.searchChange", search: "ann" },
      { page: 0, search: "ann" },
    ],
  ])("%j", (event, expected) =>
    expect(nextUserListParams(at, event)).toEqual({ ...DEFAULT_USER_LIST_PARAMS, page: 1, ...expected }),
  )
})

describe("userListMachine", () => {
  it("loads page 1 of 24 by first name, then reuses the cached result for the same request", async () => {
    const calls: FetchUsersInput[] = []
    const actor = start(resolves(page(60, 24), calls))
    actor.send({ type: "list.urlChange", params: { page: "2", active: "1" } })
    await settled(actor)
    expect(sent(calls[0]!)).toMatchObject({ os: "24", pl: "24", st: "firstname", useractive: "(1)" })
    expect(actor.getSnapshot().context).toMatchObject({ count: 60, page: 1, requestStatus: "none" })
    actor.send({ type: "list.urlChange", params: userListUrlParams(actor.getSnapshot().context) })
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(calls).toHaveLength(1)
    actor.send({ type: "list.refresh", force: true })
    await settled(actor)
    expect(calls).toHaveLength(2)
  })

  it("ends in error with the typed failure, and asks again on the next load", async () => {
    const actor = start(rejects(new NotFound({ message: "gone" })))
    actor.send({ type: "list.load" })
    await settled(actor)
    expect(actor.getSnapshot().value).toBe("error")
    expect(actor.getSnapshot().context.error).toMatchObject({ _tag: "NotFound" })
    actor.send({ type: "list.load" })
    expect(actor.getSnapshot().value).toBe("loading")
  })

  it("searches over name, username and email after the debounce", async () => {
    const clock = new SimulatedClock()
    const calls: FetchUsersInput[] = []
    const actor = start(resolves(page(1), calls), clock)
    actor.send({ type: "list.searchChange", search: " ann " })
    expect(calls).toHaveLength(0)
    clock.increment(USER_SEARCH_DEBOUNCE_MS)
    await settled(actor)
    expect(sent(calls[0]!)).toMatchObject({ "firstname(*)": "ann", "email(*)": "ann", "username(*)": "ann" })
  })

  it("goes to the last page when an old URL's page is past the end", async () => {
    const calls: FetchUsersInput[] = []
    const fetchPage = resolves<UserList, FetchUsersInput>(
      (input) => (input.query.offset >= 48 ? page(30, 0) : page(30, 6)),
      calls,
    )
    const actor = start(fetchPage)
    actor.send({ type: "list.urlChange", params: { page: "9" } })
    await settled(actor)
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, count: 30 })
    expect(calls.map((c) => c.query.offset)).toEqual([192, 24])
  })
})
