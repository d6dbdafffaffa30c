import { describe, expect, it } from "vitest"
import { loadOpsConfig } from "./ops-config.ts"

describe("operations settings", () => {
  it("defaults: text logs, no metrics port (127.0.0.1 when set), no delay, 10 s to drain", () => {
    expect(loadOpsConfig({})).toEqual({
      logFormat: "text",
      metricsPort: undefined,
      metricsHost: "127.0.0.1",
      shutdownDelayMs: 0,
      shutdownDrainMs: 10_000,
    })
  })

  it("reads every variable", () => {
    expect(
      loadOpsConfig({
        PORTAL_LOG_FORMAT: "JSON",
        PORTAL_METRICS_PORT: "9464",
        PORTAL_METRICS_HOST: "0.0.0.0",
        PORTAL_SHUTDOWN_DELAY_SECONDS: "5",
        PORTAL_SHUTDOWN_DRAIN_SECONDS: "30",
      }),
    ).toEqual({
      logFormat: "json",
      metricsPort: 9464,
      metricsHost: "0.0.0.0",
      shutdownDelayMs: 5_000,
      shutdownDrainMs: 30_000,
    })
  })

  it.each([
    [{ PORTAL_LOG_FORMAT: "xml" }, /PORTAL_LOG_FORMAT must be text or json/],
    [{ PORTAL_METRICS_PORT: "70000" }, /PORTAL_METRICS_PORT must be 0-65535/],
    [{ PORTAL_SHUTDOWN_DRAIN_SECONDS: "-1" }, /PORTAL_SHUTDOWN_DRAIN_SECONDS/],
  ])("refuses %j", (env, message) => expect(() => loadOpsConfig(env)).toThrow(message))
})
