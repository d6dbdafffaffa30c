import { StrictMode, startTransition } from "react"
import { createRoot } from "react-dom/client"
import { App } from "./app/app.tsx"
import { createPortal } from "./app/portal.ts"
import { preloadRouteChunks } from "./lib/route-chunks.ts"
import { loadTemporal } from "./lib/temporal.ts"
import { CLIENT_LOG_ATTRIBUTE } from "../core/domain/client-log.ts"
import "./styles/base.css"
import "./styles/controls.css"

const container = document.getElementById("root")
if (!container) throw new Error("missing #root")

// Remote client logging only when the page body says so; its code is loaded only then.
if (document.body.hasAttribute(CLIENT_LOG_ATTRIBUTE))
  void import("./lib/client-log.ts").then((m) => m.installClientLog())

/**
 * Resolves once the first HTML has been painted (issue 25): a signed-in page arrives with its
 * announcement drawn (`server/http/boot-banner.ts`), and a phone shows it before the app's start-up
 * work (the runtime, the contract, the first render) holds the main thread. A hidden tab, which
 * paints no frames, goes on after a short timeout instead.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })

/** A new task: the start-up's steps run as several short tasks instead of one long one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

void afterFirstPaint()
  // The route's code is asked for only now: until the first paint the stylesheet had the network.
  .then(() => preloadRouteChunks(document, nextTask))
  .then(loadTemporal)
  .then(nextTask)
  .then(createPortal)
  .then(async (portal) => {
    await nextTask()
    const root = createRoot(container)
    // A transition: React renders the first tree in slices, yielding to the browser between them,
    // instead of one long task (Lighthouse's TBT on a phone).
    startTransition(() =>
      root.render(
        <StrictMode>
          <App portal={portal} />
        </StrictMode>,
      ),
    )
    // Signed in, a screen of dates follows: their one-time set-up runs now, between other tasks.
    if (portal.auth.getSnapshot().context.session !== null)
      void nextTask()
        .then(() => import("./lib/viewer-dates.ts"))
        .then((m) => m.warmViewerDates(nextTask))
  })
