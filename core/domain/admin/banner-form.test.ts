import { describe, expect, it } from "vitest"
import { bannerDraftOf, bannerFormOf, EMPTY_BANNER_FORM } from "./banner-form.ts"

describe("bannerFormOf and bannerDraftOf", () => {
  it.each([
    [null, EMPTY_BANNER_FORM],
    [
      {
        message: "<b>Hi</b>",
        status: "warning",
        active: false,
        startDate: "2026-01-02T00:00:00.000Z",
        endDate: null,
      },
      { message: "<b>Hi</b>", status: "warning", active: false, start: "2026-01-02", end: "" },
    ],
  ] as const)("%j shows as %j", (banner, form) => expect(bannerFormOf(banner)).toEqual(form))

  it.each([
    ["", "", null, null],
    ["2026-01-02", "", "2026-01-02T00:00:00.000Z", null],
    ["", "2026-03-04", null, "2026-03-04T23:59:59.000Z"],
  ])("days %j to %j save from %j to %j", (start, end, startDate, endDate) =>
    expect(bannerDraftOf({ ...EMPTY_BANNER_FORM, start, end })).toMatchObject({ startDate, endDate }),
  )
})
