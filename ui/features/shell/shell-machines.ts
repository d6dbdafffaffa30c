import { createActor } from "xstate"
import { navigate } from "wouter/use-browser-location"
import { liveNotificationPanelMachine } from "../../../core/machines/notification-panel/notification-panel.actors.ts"
import type { PortalMachines } from "../../../core/machines/portal-machines.ts"
import { liveShellMachine } from "../../../core/machines/shell/shell.actors.ts"
import type { PanelMode } from "../../../core/domain/navigation.ts"
import { type ShellInput, shellSessionOf } from "../../../core/machines/shell/shell.types.ts"
import { runtime } from "../../lib/live-runtime.ts"
import { perSession } from "../../lib/per-session.ts"
import { inspectorFor } from "../../lib/use-portal-actor.ts"
import { readScreenSize, type ScreenSize } from "../../lib/use-screen-size.ts"

/**
 * The shell machine, wired the way the registry wires it (same factory, same name in the session
 * log) but imported directly: the registry (`usePortalMachine`) holds every screen's machine, and
 * loads with the screens that use it rather than with the shell. The shell machine runs the
 * navigation, the notification panel (whose chosen notification goes to the router), the
 * announcement and the pages that report to the navigation.
 */
const shell: PortalMachines["shell"] = liveShellMachine(runtime).provide({
  actors: {
    notificationPanel: liveNotificationPanelMachine(runtime).provide({
      actions: { navigate: (_, params: { to: string }) => navigate(params.to) },
    }),
  },
})

export type ShellActor = ReturnType<typeof createShell>

const createShell = (input: ShellInput) =>
  createActor(shell, { input, inspect: inspectorFor("shell") }).start()

const held = perSession(createShell)

/**
 * The running shell of a session and view generation (a bumped generation starts every signed-in
 * machine afresh): the app starts it as soon as the session may load (`ui/app/shell-prestart.ts`), so
 * its start-up calls go out beside the user's profile; the layout takes the same actor when it mounts
 * (or starts it, when it mounts first). A new key stops the previous shell; `endShell` stops it when
 * the session ends.
 */
export const shellFor = (sessionID: string, generation: number, input: () => ShellInput): ShellActor =>
  held.get(`${sessionID}:${generation}`, input)

/** The side navigation's mode for a screen size: open on large screens, condensed below. */
export const defaultPanelMode = (size: ScreenSize): PanelMode => (size === "large" ? "open" : "condensed")

/** What a shell started outside React starts with: the session's user, the mode for the screen now. */
export const shellInputNow = (session: Parameters<typeof shellSessionOf>[0]): ShellInput => ({
  mode: defaultPanelMode(readScreenSize()),
  session: shellSessionOf(session),
})

/** Signed out: the last session's shell stops. */
export const endShell = (): void => held.end()
