import { Option } from "effect"
import { HttpServerResponse } from "effect/http"
import { describe, expect, it } from "vitest"
import { trustedNetworks } from "../http/request-policy.ts"
import { isTrustedPeer, withRequestId } from "./observe.ts"

describe("isTrustedPeer", () => {
  const proxies = trustedNetworks(["10.0.0.0/8", "fd00::/8"])
  it.each([
    ["10.1.2.3", true],
    ["::ffff:10.1.2.3", true],
    ["fd12::1", true],
    ["192.168.1.9", false],
    ["::ffff:192.168.1.9", false],
    ["not an address", false],
  ])("%s -> %s", (peer, trusted) => expect(isTrustedPeer(proxies, Option.some(peer))).toBe(trusted))

  it("trusts nobody without proxies, and no request without a peer", () => {
    expect(isTrustedPeer([], Option.some("10.1.2.3"))).toBe(false)
    expect(isTrustedPeer(proxies, Option.none())).toBe(false)
  })
})

const bodyOf = (response: HttpServerResponse.HttpServerResponse) =>
  response.body._tag === "Uint8Array" ? new TextDecoder().decode(response.body.body) : response.body._tag

describe("withRequestId", () => {
  it("adds requestId to a JSON error object, and to nothing else", () => {
    const error = HttpServerResponse.jsonUnsafe(
      { _tag: "NotFound", message: "No such resource" },
      { status: 404 },
    )
    expect(JSON.parse(bodyOf(withRequestId(error, "r-1")))).toEqual({
      _tag: "NotFound",
      message: "No such resource",
      requestId: "r-1",
    })
    const ok = HttpServerResponse.jsonUnsafe({ status: "ok" })
    expect(bodyOf(withRequestId(ok, "r-1"))).toBe('{"status":"ok"}')
    const list = HttpServerResponse.jsonUnsafe([1, 2], { status: 400 })
    expect(bodyOf(withRequestId(list, "r-1"))).toBe("[1,2]")
    const text = HttpServerResponse.text("Not found", { status: 404 })
    expect(bodyOf(withRequestId(text, "r-1"))).toBe("Not found")
    const encoded = HttpServerResponse.setHeader(error, "content-encoding", "gzip")
    expect(bodyOf(withRequestId(encoded, "r-1"))).not.toContain("r-1")
  })
})
