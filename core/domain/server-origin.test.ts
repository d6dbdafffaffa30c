import { describe, expect, it } from "vitest"
import { sameServer, serverKey } from "./server-origin.ts"

describe("serverKey", () => {
  it.each([
    ["http://localhost:4551", "http://localhost:4551"],
    ["http://127.0.0.1:4551", "http://localhost:4551"],
    ["http://[::1]:4551", "http://localhost:4551"],
    ["http://[::ffff:127.0.0.1]:4551/", "http://localhost:4551"],
    ["HTTP://LocalHost:4551/", "http://localhost:4551"],
    ["http://localhost:80", "http://localhost"],
    ["https://Portal.Example.com:443/", "https://portal.example.com"],
    ["https://portal.example.com/portal//", "https://portal.example.com/portal"],
    ["https://portal.example.com/?x=1#top", "https://portal.example.com"],
    ["http://127.0.0.2:4551", "http://127.0.0.2:4551"],
    ["http://10.0.0.5:4551", "http://10.0.0.5:4551"],
    ["ftp://localhost:4551", null],
    ["localhost:4551", null],
    ["not a url", null],
  ])("%s -> %s", (address, key) => {
    expect(serverKey(address)).toBe(key)
  })
})

describe("sameServer", () => {
  it.each([
    ["http://127.0.0.1:4551", "http://localhost:4551", true],
    ["http://[::1]:4551", "http://127.0.0.1:4551/", true],
    ["http://localhost:4551", "http://localhost:4552", false],
    ["http://localhost:4551", "https://localhost:4551", false],
    ["https://a.example.com", "https://b.example.com", false],
    ["not a url", "not a url", false],
  ])("%s and %s -> %s", (a, b, same) => {
    expect(sameServer(a, b)).toBe(same)
  })
})
