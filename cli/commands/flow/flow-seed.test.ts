import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { describe, expect, it } from "vitest"
import { isCliError } from "../../runtime/cli-errors.ts"
import { useCliHarness } from "../../testing/use-cli-harness.ts"
import { readEventLog, recordingFile } from "./flow-files.ts"
import * as record from "./flow-record.command.ts"
import * as replay from "./flow-replay.command.ts"
import * as run from "./flow-run.command.ts"

// `portal flow run | record` compare the server's seed (GET /v1/config, tiny here) with the flows'.

const h = useCliHarness()

/** A flow without calls: it runs anywhere, so only the seed check decides. */
const flowFile = (name: string, seed?: string): string => {
  const file = join(h.dir, `${name}.flow.json`)
  const steps = [
    { step: "start", machine: "auth" },
    { step: "expect", machine: "auth", state: "none" },
  ]
  writeFileSync(file, JSON.stringify({ description: "x", ...(seed ? { seed } : {}), steps }))
  return file
}

describe("the server's seed before the first step", () => {
  it("a flow that assumes another seed stops the run in one line, before any step (exit 1)", async () => {
    const flows = [flowFile("on-demo", "demo"), flowFile("on-tiny")]
    const error = await h.fail(run, { flows }, h.deps(h.sessionFile()))
    expect(isCliError(error) && [error.exitCode, error.tag]).toEqual([1, "SeedMismatch"])
    expect((error as Error).message).toBe(
      `the server at ${h.server.url} has the 'tiny' seed, but on-demo assumes 'demo': run against a server seeded at that scale (PORTAL_SEED_SCALE on a fresh database), or pass --force to run anyway`,
    )
  })

  it("--force runs anyway and says so first", async () => {
    const report = await h.run(
      run,
      { flows: [flowFile("on-large", "large")], force: true },
      h.deps(h.sessionFile()),
    )
    expect(report).toMatchObject({ passed: 1, failed: 0 })
    expect(report.warnings).toEqual([
      `the server at ${h.server.url} has the 'tiny' seed, but on-large assumes 'large': running anyway (--force)`,
    ])
    expect(run.render(report, { flows: [] }).split("\n")[0]).toMatch(
      /^warning: the server at .* running anyway/,
    )
  })

  it("flows on the server's seed run without a word; a server that does not say gets a warning", async () => {
    const flows = [flowFile("default-seed"), flowFile("tiny-seed", "tiny")]
    expect(await h.run(run, { flows }, h.deps(h.sessionFile()))).toMatchObject({ passed: 2, warnings: [] })
    await h.server.db.run(sql`DELETE FROM settings`)
    try {
      const report = await h.run(run, { flows }, h.deps(h.sessionFile()))
      expect(report).toMatchObject({ passed: 2 })
      expect(report.warnings).toEqual([
        `the server at ${h.server.url} does not say which seed it has; default-seed, tiny-seed assume 'tiny'`,
      ])
    } finally {
      await h.server.db.run(sql`INSERT INTO settings (key, value) VALUES ('seed_scale', 'tiny')`)
    }
  })

  it("a recording keeps the server's config; replay refuses one made on another seed than the flow's", async () => {
    const recordingsDir = join(h.dir, "recordings")
    const flows = [flowFile("kept")]
    const recorded = await h.run(record, { flows, recordingsDir }, h.deps(h.sessionFile()))
    expect(recorded.written).toHaveLength(1)
    const log = readEventLog(recordingFile("kept", recordingsDir))
    expect(log.server).toMatchObject({ seedScale: "tiny", version: "7.1.0" })
    flowFile("kept", "demo")
    const replayed = await h.run(replay, { flows, recordingsDir }, h.deps(h.sessionFile()))
    expect(replayed.flows[0]?.error).toBe(
      "the recording was made on a 'tiny' seed and the flow assumes 'demo': record it again on a server with that seed",
    )
  })
})
