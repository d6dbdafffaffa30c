import { describe, expect, it } from "vitest"
import { attachmentProblem, attachmentProblemText, MAX_ATTACHMENT_BYTES } from "./attachments.ts"

describe("attachments", () => {
  it.each([
    [0, "empty"],
    [1, undefined],
    [MAX_ATTACHMENT_BYTES, undefined],
    [MAX_ATTACHMENT_BYTES + 1, "tooLarge"],
  ])("size %i", (size, problem) => expect(attachmentProblem({ name: "a.pdf", size })).toBe(problem))

  it.each([
    ["empty", '"a.pdf" is empty and cannot be uploaded.'],
    ["tooLarge", '"a.pdf" is larger than 10 MB and cannot be uploaded.'],
  ] as const)("%s reads", (problem, text) => expect(attachmentProblemText(problem, "a.pdf")).toBe(text))
})
