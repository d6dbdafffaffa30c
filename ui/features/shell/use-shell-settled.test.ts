import { describe, expect, it } from "vitest"
import { nextSettled } from "./use-shell-settled.ts"

const none = { frame: false, page: false }
const frameOnly = { frame: true, page: false }
const both = { frame: true, page: true }

describe("what of the shell may be painted", () => {
  it.each([
    [none, false, false, none],
    [none, false, true, none], // the page waits for the frame: the banner would push both
    [none, true, false, frameOnly], // the policy notice may still come above the page
    [none, true, true, both],
    [frameOnly, false, true, both], // a banner refreshing later hides nothing
    [both, false, false, both],
  ] as const)("shown %j, banner known %s, navigation known %s: %j", (shown, banner, nav, expected) => {
    expect(nextSettled(shown, { banner, nav })).toEqual(expected)
  })
})
