import { CLIENT_LOG_ATTRIBUTE } from "../../core/domain/client-log.ts"
import { STORAGE_KEYS } from "../../core/domain/constants.ts"
import { clientLogEntryOf } from "../../core/eventlog/client-log-feed.ts"
import { type ClientLogShipper, createClientLogShipper } from "../../core/eventlog/client-log-shipper.ts"
import { browserStorage } from "./browser-storage.ts"
import { sessionLog } from "./session-log.ts"

/** True when the page's body carries the log-client attribute (the server's PORTAL_CLIENT_LOG=1). */
export const isClientLogOn = (body: HTMLElement | null | undefined): boolean =>
  body?.hasAttribute(CLIENT_LOG_ATTRIBUTE) ?? false

let shipper: ClientLogShipper | null = null

/**
 * Remote client logging (spec section 7): only when the page body carries the log-client
 * attribute, the session log's machine events and failed requests (password fields removed, one
 * rule in core) go to `POST /v1/log/client` in batches, once a session exists. The runtime that
 * sends them is loaded only when a batch goes out. `ui/main.tsx` loads this module and calls it
 * at start only when the attribute is there, so pages without it never load the client log.
 */
export const installClientLog = (doc: Document | undefined = globalThis.document): void => {
  if (shipper !== null || doc === undefined || !isClientLogOn(doc.body)) return
  const started = createClientLogShipper({
    send: (batch) => import("./live-runtime.ts").then((m) => m.sendClientLog(batch)),
    hasSession: () => browserStorage.get(STORAGE_KEYS.session) !== null,
    page: () => doc.location.pathname,
    schedule: (ms, run) => {
      const timer = setTimeout(run, ms)
      return () => clearTimeout(timer)
    },
  })
  shipper = started
  sessionLog.subscribe((entry) => {
    const logged = clientLogEntryOf(entry)
    if (logged !== null) started.add(logged)
  })
  // What is queued goes out when the tab is hidden (closed, switched away), not 5 s later.
  doc.addEventListener("visibilitychange", () => {
    if (doc.visibilityState === "hidden") void started.flush()
  })
}
