import { describe, expect, it } from "vitest"
import { DEFAULT_REFUSED_EXTENSIONS } from "../core/domain/tickets/attachments.ts"
import { loadConfig } from "./config.ts"

describe("PORTAL_IMPERSONATION_MINUTES", () => {
  it.each([
    [undefined, 2 * 60 * 60 * 1000],
    ["", 2 * 60 * 60 * 1000],
    ["30", 30 * 60 * 1000],
    [" 480 ", 8 * 60 * 60 * 1000],
  ])("%j gives an impersonation lifetime of %d ms", (raw, ms) => {
    expect(loadConfig({ PORTAL_IMPERSONATION_MINUTES: raw }).impersonationLifetimeMs).toBe(ms)
  })

  it.each(["0", "-5", "1.5", "two hours"])("refuses %j at start", (raw) => {
    expect(() => loadConfig({ PORTAL_IMPERSONATION_MINUTES: raw })).toThrow(/PORTAL_IMPERSONATION_MINUTES/)
  })
})

describe("PORTAL_REFUSED_EXTENSIONS", () => {
  it.each<[string | undefined, ReadonlyArray<string>]>([
    [undefined, DEFAULT_REFUSED_EXTENSIONS],
    ["", DEFAULT_REFUSED_EXTENSIONS],
    ["none", []],
    ["EXE, .msi ,bat", ["exe", "msi", "bat"]],
  ])("%j refuses %j", (value, expected) =>
    expect(loadConfig({ PORTAL_REFUSED_EXTENSIONS: value }).refusedExtensions).toEqual(expected),
  )

  it("stops the server at start on a value that is not an extension", () =>
    expect(() => loadConfig({ PORTAL_REFUSED_EXTENSIONS: "exe,*.js" })).toThrow(
      "PORTAL_REFUSED_EXTENSIONS: '*.js' is not an extension",
    ))
})

describe("PORTAL_REOPEN_DAYS", () => {
  it.each([
    [undefined, 14],
    ["", 14],
    ["30", 30],
  ])("%j lets customers reopen for %d days", (raw, days) => {
    expect(loadConfig({ PORTAL_REOPEN_DAYS: raw }).reopenDays).toBe(days)
  })

  it.each(["0", "-1", "two weeks"])("refuses %j at start", (raw) => {
    expect(() => loadConfig({ PORTAL_REOPEN_DAYS: raw })).toThrow(/PORTAL_REOPEN_DAYS/)
  })
})

describe("PORTAL_REPLY_DOMAIN and PORTAL_INBOUND_SMTP_PORT", () => {
  it("are off by default", () => {
    const config = loadConfig({})
    expect([config.replyDomain, config.inboundSmtpPort]).toEqual([undefined, undefined])
  })

  it("read a domain (lower-cased) and a port", () => {
    const config = loadConfig({ PORTAL_REPLY_DOMAIN: "Reply.Example.com", PORTAL_INBOUND_SMTP_PORT: "2525" })
    expect([config.replyDomain, config.inboundSmtpPort]).toEqual(["reply.example.com", 2525])
  })

  it.each([
    [{ PORTAL_REPLY_DOMAIN: "not a domain" }, /PORTAL_REPLY_DOMAIN must be a domain name/],
    [
      { PORTAL_REPLY_DOMAIN: "reply.example.com", PORTAL_INBOUND_SMTP_PORT: "70000" },
      /PORTAL_INBOUND_SMTP_PORT/,
    ],
    [{ PORTAL_INBOUND_SMTP_PORT: "2525" }, /needs PORTAL_REPLY_DOMAIN/],
  ])("refuses %j at start", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
  })
})
