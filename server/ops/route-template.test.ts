import { describe, expect, it } from "vitest"
import { contractEndpoints } from "../http/access-check.ts"
import { makeRouteTemplates } from "./route-template.ts"

const templateOf = makeRouteTemplates(contractEndpoints(), ["/healthz", "/readyz", "/openapi.json"])

describe("route templates", () => {
  it.each([
    ["GET", "/v1/config", "/v1/config"],
    ["GET", "/v1/config?x=1", "/v1/config"],
    ["POST", "/v1/login", "/v1/login"],
    ["GET", "/v1/reset/Erm8owIqOi4b0CBt76FI5sX40lkLGCL6wjtLrHV2", "/v1/reset/:token"],
    ["GET", "/v1/excel/files/abc-123", "/v1/excel/files/:fileId"],
    ["GET", "/v1/excel/tickets?os=0", "/v1/excel/tickets"],
    ["GET", "/v1/nothing/here/42", "/v1/*"],
    ["GET", "/documents/x/y", "/documents/*"],
    ["GET", "/assets/app-abc123.js", "/assets/*"],
    ["GET", "/tickets/123", "/*"],
    ["GET", "/reset-password/secret-token", "/*"],
    ["GET", "/healthz", "/healthz"],
    ["GET", "/readyz?full=1", "/readyz"],
  ])("%s %s -> %s", (method, url, template) => expect(templateOf(method, url)).toBe(template))

  it("names a static path before a parameter one of the same shape", () => {
    const of = makeRouteTemplates(
      [
        { method: "GET", path: "/v1/user/:id" },
        { method: "GET", path: "/v1/user/profile" },
      ],
      [],
    )
    expect(of("GET", "/v1/user/profile")).toBe("/v1/user/profile")
    expect(of("GET", "/v1/user/7")).toBe("/v1/user/:id")
  })
})
