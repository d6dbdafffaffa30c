import { existsSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { beforeAll, describe, expect, it } from "vitest"
import { USAGE_LIMITS } from "../../../core/domain/limits/usage-limits.ts"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import * as comment from "./tickets-comment.command.ts"
import * as create from "./tickets-create.command.ts"
import * as exportCommand from "./tickets-export.command.ts"
import * as list from "./tickets-list.command.ts"

/** The per-user bounds on uploads and exports: past one, the command prints the server's sentence and exits 1. */
const h = useCliHarness("acme.admin")
let userid: string
let ticket: { id: string; agreement: string; location: string }
beforeAll(async () => {
  const [row] = await h.server.db.run<{ userid: number }>(
    sql`SELECT userid FROM users WHERE username = 'acme.admin'`,
  )
  userid = String(row!.userid)
  const [t] = (await h.run(list, { status: "open", pageSize: "1" }, h.as())).items
  ticket = { id: String(t!.ticketid), agreement: String(t!.agreementid), location: String(t!.locationid) }
})

/** Spends the user's allowance of `limit` but `left`. */
const spend = (limit: { name: string; points: number }, left: number) =>
  h.server.db.run(
    sql`INSERT INTO rate_limits (name, subject, window_start, hits)
        VALUES (${limit.name}, ${userid}, now(), ${limit.points - left})
        ON CONFLICT (name, subject) DO UPDATE SET window_start = now(), hits = ${limit.points - left}`,
  )
/** The exit code must be 1 (a refused request); the message is what the command prints. */
const messageOf = (error: unknown) => {
  expect(isCliError(error) ? error.exitCode : String(error)).toBe(1)
  return (error as Error).message
}

describe("the CLI past the upload allowance", () => {
  it("portal tickets comment --attach: names the file and the limit, exits 1", async () => {
    await spend(USAGE_LIMITS.upload, 0)
    const path = join(h.dir, "readings.txt")
    writeFileSync(path, "pressure 4.2 bar\n")
    expect(messageOf(await h.fail(comment, { id: ticket.id, attach: [path] }, h.as()))).toMatch(
      /^1 of 1 files not attached: Unable to upload "readings.txt": You can upload at most 60 files an hour\. Please try again in \d+ minutes?\.$/,
    )
  })

  it("portal tickets create --attach: 429 with the sentence, exit 1, no ticket", async () => {
    await spend(USAGE_LIMITS.upload, 1)
    const [a, b] = ["a.txt", "b.txt"].map((n) => join(h.dir, n))
    writeFileSync(a!, "a")
    writeFileSync(b!, "b")
    const problem = "Two files, one left"
    const options = { agreement: ticket.agreement, location: ticket.location, problem, attach: [a!, b!] }
    const message = messageOf(await h.fail(create, options, h.as()))
    expect(message).toMatch(/You can upload at most 60 files an hour\. Please try again in \d+ minutes?\./)
    expect(message).toContain("(HTTP 429)")
    const [made] = await h.server.db.run<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM tickets WHERE problem = ${problem}`,
    )
    expect(made!.n).toBe(0)
  })
})

describe("the CLI past the export allowance", () => {
  it("portal tickets export: the limit's sentence with HTTP 429, exit 1, no file", async () => {
    await spend(USAGE_LIMITS.ticketExport, 0)
    const out = join(h.dir, "refused.xlsx")
    const message = messageOf(await h.fail(exportCommand, { out }, h.as()))
    expect(message).toMatch(
      /^could not export tickets: You can start at most 10 ticket exports an hour\. Please try again in \d+ minutes?\. \(HTTP 429\)$/,
    )
    expect(existsSync(out)).toBe(false)
  })
})
