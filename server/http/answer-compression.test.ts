import { describe, expect, it } from "vitest"
import {
  type AnswerFacts,
  isCompressible,
  isCompressibleType,
  MIN_COMPRESSED_BYTES,
  varyWithEncoding,
} from "./answer-compression.ts"

describe("isCompressibleType", () => {
  it.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["application/problem+json", true],
    ["application/vnd.api+json", true],
    ["text/html; charset=utf-8", true],
    ["text/plain", true],
    ["text/javascript; charset=utf-8", true],
    ["application/xml", true],
    ["image/svg+xml", true],
    ["text/event-stream", false],
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", false],
    ["application/pdf", false],
    ["application/zip", false],
    ["image/png", false],
    ["image/jpeg", false],
    ["application/octet-stream", false],
    ["font/woff2", false],
  ] as const)("%s: %s", (type, expected) => {
    expect(isCompressibleType(type)).toBe(expected)
  })
})

const json: AnswerFacts = {
  method: "GET",
  path: "/v1/ticketdetails?pl=100",
  status: 200,
  headers: {},
  bodyTag: "Uint8Array",
  contentType: "application/json",
  size: 90_000,
}

describe("isCompressible", () => {
  it.each([
    ["a large JSON answer", {}, true],
    ["a POST's large JSON answer", { method: "POST" }, true],
    ["a large JSON error", { status: 400 }, true],
    ["exactly the threshold", { size: MIN_COMPRESSED_BYTES }, true],
    ["one byte under the threshold", { size: MIN_COMPRESSED_BYTES - 1 }, false],
    ["HEAD", { method: "HEAD" }, false],
    ["a page (index.html made per request)", { path: "/tickets", contentType: "text/html" }, true],
    ["a build file without siblings", { path: "/assets/app-abc.js", contentType: "text/javascript" }, false],
    ["204", { status: 204 }, false],
    ["304", { status: 304 }, false],
    ["a streamed body", { bodyTag: "Stream" }, false],
    ["an empty body", { bodyTag: "Empty", size: 0 }, false],
    ["an xlsx", { contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }, false],
    ["an image", { contentType: "image/png" }, false],
    ["an already encoded answer", { headers: { "content-encoding": "br" } }, false],
    ["a download", { headers: { "content-disposition": 'attachment; filename="a.json"' } }, false],
    ["an inline disposition", { headers: { "content-disposition": "inline" } }, true],
    ["no-transform", { headers: { "cache-control": "private, no-transform" } }, false],
    ["no-store", { headers: { "cache-control": "no-store" } }, true],
  ] as const)("%s: %s", (_, change, expected) => {
    expect(isCompressible({ ...json, ...change })).toBe(expected)
  })
})

describe("varyWithEncoding", () => {
  it.each([
    [undefined, "Accept-Encoding"],
    ["", "Accept-Encoding"],
    ["Origin", "Origin, Accept-Encoding"],
    ["accept-encoding", "accept-encoding"],
    ["Origin, Accept-Encoding", "Origin, Accept-Encoding"],
    ["*", "*"],
  ] as const)("%j becomes %j", (vary, expected) => {
    expect(varyWithEncoding(vary)).toBe(expected)
  })
})
