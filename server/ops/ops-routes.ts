import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { NotFound } from "../../core/schema/errors.ts"
import { errorResponse } from "../error-response.ts"
import type { Readiness } from "./readiness.ts"

export const HEALTH_PATH = "/healthz"
export const READY_PATH = "/readyz"
export const METRICS_PATH = "/metrics"

/** Paths served beside the contract; a request log names them as they are. */
export const OPS_PATHS = [HEALTH_PATH, READY_PATH, METRICS_PATH] as const

const noStore = { "cache-control": "no-store" }

/**
 * The load balancer's probes, without a session and outside the rate limits (so a busy portal is not
 * taken out by its own throttle), never the UI page:
 * - `GET /healthz`: the process is up and serving (200 `{"status":"ok"}`); it touches nothing else.
 * - `GET /readyz`: the database answers and has every migration of this version; 503 naming what
 *   failed while not, and from SIGTERM on (`shutting down`).
 * - `/metrics` answers 404 JSON here: metrics are only on PORTAL_METRICS_PORT.
 */
export const opsRoutes = (readiness: Readiness) =>
  [
    HttpRouter.add("GET", HEALTH_PATH, () =>
      Effect.succeed(HttpServerResponse.jsonUnsafe({ status: "ok" }, { headers: noStore })),
    ),
    HttpRouter.add("GET", READY_PATH, () =>
      Effect.promise(async () => {
        const report = await readiness.check()
        return HttpServerResponse.jsonUnsafe(report, {
          status: report.status === "ready" ? 200 : 503,
          headers: noStore,
        })
      }),
    ),
    HttpRouter.add("*", METRICS_PATH, () =>
      Effect.succeed(
        errorResponse(new NotFound({ message: "No such resource: metrics are not served on this port" })),
      ),
    ),
  ] as const
