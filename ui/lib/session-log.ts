import { STORAGE_KEYS } from "../../core/domain/constants.ts"
import { createEventLog } from "../../core/eventlog/event-log.ts"
import { browserStorage } from "./browser-storage.ts"
import { saveFile } from "./save-file.ts"

const started = performance.now()

const storageAtStart = (): Record<string, string> => {
  const entries: Record<string, string> = {}
  for (const key of Object.values(STORAGE_KEYS)) {
    const value = browserStorage.get(key)
    if (value !== null) entries[key] = value
  }
  return entries
}

/**
 * This tab's event log: every event sent to a UI machine (through `usePortalActor`/`inspectorFor`)
 * and every HTTP exchange (through the runtime's transport), passwords removed as they arrive.
 */
export const sessionLog = createEventLog({
  now: () => performance.now() - started,
  startedAt: new Date().toISOString(),
  source: "browser",
  storage: storageAtStart(),
})

/** `portal-trace-2026-11-01T12-00-00-000Z.json` */
const traceFileName = (startedAt: string) => `portal-trace-${startedAt.replace(/[:.]/g, "-")}.json`

/**
 * Saves the session's log as a JSON file (a bug report attachment that `portal flow replay --trace`
 * replays). Returns the file name.
 */
export const downloadSessionTrace = async (): Promise<string> => {
  const [{ eventLogText }, log] = await Promise.all([
    import("../../core/eventlog/log-text.ts"),
    sessionLog.toDocument(),
  ])
  const name = traceFileName(log.startedAt)
  saveFile(name, new TextEncoder().encode(eventLogText(log)), "application/json")
  return name
}

/** The global shortcut: Ctrl+Shift+F9 (also ⌘+Shift+F9), free in browsers and screen readers. */
export const TRACE_SHORTCUT = "Ctrl+Shift+F9"

const isTraceShortcut = (event: KeyboardEvent) =>
  event.key === "F9" && event.shiftKey && (event.ctrlKey || event.metaKey) && !event.altKey

let installed = false

/** Listens for the shortcut once per page. */
export const installTraceShortcut = (target: Window | undefined = globalThis.window): void => {
  if (installed || target === undefined) return
  installed = true
  target.addEventListener("keydown", (event) => {
    if (!isTraceShortcut(event) || event.repeat) return
    event.preventDefault()
    void downloadSessionTrace()
  })
}
