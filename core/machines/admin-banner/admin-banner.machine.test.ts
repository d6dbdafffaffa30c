import { describe, expect, it } from "vitest"
import { createActor, waitFor } from "xstate"
import type { Banner } from "../../schema/banner.ts"
import type { BannerUpdate } from "../../schema/admin.ts"
import { resolves } from "../../testing/fake-actors.ts"
import type { Toast } from "../shared/toast.ts"
import { adminBannerMachine } from "./admin-banner.machine.ts"

const stored = {
  message: "<p>Old</p>",
  status: "information",
  active: true,
  startDate: "2026-01-02T00:00:00.000Z",
  endDate: null,
} as unknown as Banner

describe("adminBannerMachine: the form's draft and the saved toast", () => {
  it("edits a draft over the stored announcement, saves, toasts and shows the stored one again", async () => {
    const saves: BannerUpdate[] = []
    const actor = createActor(
      adminBannerMachine.provide({
        actors: {
          loadAdminBanner: resolves<Banner | null>(stored),
          saveAdminBanner: resolves<Banner | null>(stored, saves),
        },
      }),
    ).start()
    const toasts: Toast[] = []
    actor.on("toast.show", (e) => toasts.push(e.toast))
    await waitFor(actor, (s) => s.matches("editing"))
    actor.send({ type: "banner.edit", changes: { message: "<p>New</p>" } })
    expect(actor.getSnapshot().context.draft).toEqual({
      message: "<p>New</p>",
      status: "information",
      active: true,
      start: "2026-01-02",
      end: "",
    })
    const draft = {
      message: "<p>New</p>",
      status: "information",
      active: true,
      startDate: null,
      endDate: null,
    }
    actor.send({ type: "banner.save", draft })
    await waitFor(actor, (s) => s.matches("editing") && s.context.saved)
    expect(saves).toEqual([draft])
    expect(actor.getSnapshot().context.draft).toBeUndefined()
    expect(toasts).toEqual([{ title: "The announcement was saved", tone: "success" }])
  })
})
