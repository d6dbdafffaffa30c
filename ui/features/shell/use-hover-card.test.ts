import { describe, expect, it } from "vitest"
import { hoverCardPlace } from "./use-hover-card.ts"

const card = { width: 280, height: 120 }
const window = { width: 1280, height: 900 }

describe("hoverCardPlace", () => {
  it("puts the card beside its trigger, bottoms aligned, when there is room to the right", () => {
    const trigger = { top: 520, bottom: 560, left: 12, right: 236 }
    expect(hoverCardPlace(trigger, card, window)).toEqual({ left: 248, top: 440 })
  })

  it("keeps the card inside the window's top and bottom", () => {
    expect(hoverCardPlace({ top: 20, bottom: 60, left: 6, right: 78 }, card, window).top).toBe(8)
    expect(hoverCardPlace({ top: 880, bottom: 1000, left: 6, right: 78 }, card, window).top).toBe(772)
  })

  it("puts the card above its trigger when there is no room beside it (the small-screen menu)", () => {
    const narrow = { width: 390, height: 900 }
    const trigger = { top: 600, bottom: 640, left: 12, right: 320 }
    expect(hoverCardPlace(trigger, card, narrow)).toEqual({ left: 12, top: 472 })
    expect(hoverCardPlace({ ...trigger, left: 200 }, card, narrow).left).toBe(390 - 280 - 8)
  })
})
