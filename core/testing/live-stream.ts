import { fromCallback } from "xstate"
import { liveUpdatesMachine } from "../machines/live-updates/live-updates.machine.ts"
import type { LiveStreamInput, LiveStreamReport } from "../machines/live-updates/live-updates.types.ts"

/** A stream that never answers: the shell's live child stays `connecting` (tests without a server). */
export const silentLiveUpdates = liveUpdatesMachine.provide({
  actors: { stream: fromCallback<{ type: "none" }, LiveStreamInput, LiveStreamReport>(() => {}) },
})
