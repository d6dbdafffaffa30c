import { describe, expect, it } from "vitest"
import { attachmentProblem, downloadFailureMessage, MAX_ATTACHMENT_BYTES } from "./attachments.ts"

describe("attachments", () => {
  it.each([
    [0, '"a.pdf" is empty and cannot be uploaded.'],
    [1, undefined],
    [MAX_ATTACHMENT_BYTES, undefined],
    [MAX_ATTACHMENT_BYTES + 1, '"a.pdf" is larger than 10 MB and cannot be uploaded.'],
  ])("size %i", (size, problem) => expect(attachmentProblem({ name: "a.pdf", size })).toBe(problem))

  it.each([
    [{ _tag: "NotFound", message: "File not found" }, "Unable to download file File not found"],
    [{ error: "Gone" }, "Unable to download file Gone"],
    ["Boom", "Unable to download file Boom"],
    [new Error("net down"), "Unable to download file net down"],
    [null, "Unable to download file"],
  ])("download failure %j", (error, message) => expect(downloadFailureMessage(error)).toBe(message))
})
