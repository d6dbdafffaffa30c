import { loadavg } from "node:os"
import { setTimeout as sleep } from "node:timers/promises"
import { makeRng } from "../../server/seed/prng.ts"
import { send } from "./load-http.ts"
import type { VirtualUser } from "./load-mix.ts"
import type { LoadOptions } from "./load-options.ts"
import { errorText, formatTable, ms, type Sample, summarise } from "./load-stats.ts"
import { seedStore, startTarget, targetRss } from "./load-targets.ts"
import { perform, RoundRobin, signInUsers } from "./load-users.ts"
import { nodeArgsFor } from "./scenario-mix.ts"

/** The user whose list is timed; the exporters are other accounts. */
const LISTER = "globex.user"
/** After a 429 an exporter waits this long (a person pressing the button again, not a spin). */
const REFUSED_PAUSE_MS = 250

/** One user reading the ticket list in a loop for `seconds`: its latencies. */
const listLoop = async (servers: RoundRobin, user: VirtualUser, seconds: number): Promise<Sample[]> => {
  const rng = makeRng(7)
  const samples: Sample[] = []
  const start = performance.now()
  while (performance.now() - start < seconds * 1000) {
    const sent = performance.now()
    const answer = await perform(servers, "list", user, rng)
    const now = performance.now()
    samples.push({ kind: "list", ...answer, ms: now - sent, endedAt: now - start })
  }
  return samples
}

/** An exporter: asks for an export of every ticket it sees and downloads it, again and again. */
const exportLoop = async (
  servers: RoundRobin,
  user: VirtualUser,
  stop: () => boolean,
  answers: Record<string, number>,
) => {
  const count = (what: string, status: number) => {
    answers[`${what} ${status}`] = (answers[`${what} ${status}`] ?? 0) + 1
  }
  while (!stop()) {
    const made = await send(
      servers.pick(),
      { method: "GET", path: "/v1/excel/tickets", session: user.session },
      true,
    )
    count("export", made.status)
    const url = (made.body as { url?: unknown } | undefined)?.url
    if (made.status === 200 && typeof url === "string")
      count(
        "download",
        (await send(servers.pick(), { method: "GET", path: url, session: user.session })).status,
      )
    else if (made.status === 429) await sleep(REFUSED_PAUSE_MS)
  }
}

const HEADER = ["another user's list", "req/s", "p50", "p95", "p99", "max", "errors", "RSS MB", "load"]

const row = (label: string, samples: Sample[], seconds: number, rss: string) => {
  const s = summarise(samples, seconds)
  const load = loadavg()[0]!.toFixed(2)
  return [
    label,
    s.perSecond.toFixed(0),
    ms(s.p50),
    ms(s.p95),
    ms(s.p99),
    ms(s.max),
    errorText(s.errors),
    rss,
    load,
  ]
}

/**
 * The export flood: one user's list timed alone for `--seconds`, then again while `--exporters`
 * other users export in a loop. The target: p95 during the flood at most twice p95 alone.
 */
export const runExportFlood = async (options: LoadOptions): Promise<void> => {
  const kind = options.dbs[0]!
  const store = await seedStore(kind, options.scale, options.adminUrl)
  const count = kind === "pglite" ? 1 : options.processes[0]!
  const target = await startTarget(store, count, nodeArgsFor(options, `export-flood-${kind}`))
  try {
    const servers = new RoundRobin(target.origins)
    const others = store.accounts.filter((a) => a !== LISTER).slice(0, options.exporters)
    const [lister] = await signInUsers(servers, [LISTER], 1)
    const exporters = await signInUsers(servers, others, others.length)
    await listLoop(servers, lister!, 2)
    const alone = await listLoop(servers, lister!, options.seconds)
    const rssAlone = targetRss(target)
    let done = false
    const answers: Record<string, number> = {}
    const flood = exporters.map((u) => exportLoop(servers, u, () => done, answers))
    const during = await listLoop(servers, lister!, options.seconds)
    done = true
    await Promise.all(flood)
    const rows = [
      row("alone", alone, options.seconds, rssAlone),
      row(`during ${exporters.length} exporters`, during, options.seconds, targetRss(target)),
    ]
    console.log(
      `\n${target.label}, ${options.scale} scale, ${LISTER}'s ticket list (closed loop, one user):\n`,
    )
    console.log(formatTable(HEADER, rows, 1))
    const ratio = summarise(during, options.seconds).p95 / summarise(alone, options.seconds).p95
    console.log(`\np95 during / alone: ${ratio.toFixed(2)} (target at most 2)`)
    console.log(`Exporters' answers: ${errorText(answers)}`)
  } finally {
    await target.stop()
    await store.drop()
  }
}
