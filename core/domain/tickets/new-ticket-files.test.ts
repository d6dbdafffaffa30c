import { describe, expect, it } from "vitest"
import { MAX_ATTACHMENT_BYTES } from "./attachments.ts"
import {
  fileProgressOf,
  MAX_FILES_PER_NEW_TICKET,
  newTicketFilesProblem,
  newTicketFilesProblemText,
} from "./new-ticket-files.ts"

const file = (name: string, size = 10) => ({ name, size })

describe("newTicketFilesProblem", () => {
  it.each([
    ["no files", [], undefined],
    ["files within the limits", [file("a.pdf"), file("b.png", MAX_ATTACHMENT_BYTES)], undefined],
    ["an empty file, named", [file("a.pdf"), file("empty.txt", 0)], { kind: "empty", name: "empty.txt" }],
    [
      "a file over the attachment limit, named",
      [file("big.zip", MAX_ATTACHMENT_BYTES + 1)],
      { kind: "tooLarge", name: "big.zip" },
    ],
    [
      "the first problem only",
      [file("x", 0), file("y", MAX_ATTACHMENT_BYTES + 1)],
      { kind: "empty", name: "x" },
    ],
    [
      "more files than one ticket takes",
      Array.from({ length: MAX_FILES_PER_NEW_TICKET + 1 }, (_, i) => file(`f${i}.txt`)),
      { kind: "tooMany" },
    ],
    [
      "exactly as many as it takes",
      Array.from({ length: MAX_FILES_PER_NEW_TICKET }, () => file("f.txt")),
      undefined,
    ],
  ])("%s", (_, files, expected) => {
    expect(newTicketFilesProblem(files)).toEqual(expected)
  })
})

describe("fileProgressOf", () => {
  it.each([
    ["nothing sent", [100, 100], 0, 200, [0, 0]],
    ["half the first file", [100, 100], 50, 200, [0.5, 0]],
    ["the first file and a quarter of the second", [100, 100], 125, 200, [1, 0.25]],
    ["everything", [100, 300], 400, 400, [1, 1]],
    ["a total larger than the files scales down", [100, 100], 110, 220, [1, 0]],
    ["an unknown total", [100], 50, 0, [0]],
    ["a count past the total stops at the end", [10], 20, 10, [1]],
  ])("%s", (_, sizes, loaded, total, expected) => {
    expect(fileProgressOf(sizes, loaded, total)).toEqual(expected)
  })
})

describe("newTicketFilesProblemText", () => {
  it.each([
    [{ kind: "empty", name: "a.txt" } as const, '"a.txt" is empty and cannot be uploaded.'],
    [{ kind: "tooLarge", name: "b.zip" } as const, '"b.zip" is larger than 10 MB and cannot be uploaded.'],
    [
      { kind: "tooMany" } as const,
      "A ticket takes at most 10 files; attach more on the ticket once it is created.",
    ],
  ])("%j", (problem, text) => {
    expect(newTicketFilesProblemText(problem)).toBe(text)
  })
})
