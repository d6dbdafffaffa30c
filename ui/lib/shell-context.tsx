import { useSelector } from "@xstate/react"
import { createContext, useContext, useLayoutEffect, useState } from "react"
import type { ActorRefFrom, SnapshotFrom } from "xstate"
import {
  type ActorRefFromPage,
  shellPageOf,
  type shellMachine,
} from "../../core/machines/shell/shell.machine.ts"
import type { ShellPageInputs, ShellPageName, ShellPageOpen } from "../../core/machines/shell/shell.types.ts"

export type ShellActor = ActorRefFrom<typeof shellMachine>

type ShellChildren = SnapshotFrom<typeof shellMachine>["children"]

/** The shell's notification panel (the bell and the panel render it). */
export type PanelRef = NonNullable<ShellChildren["notificationPanel"]>

/** The shell's support chat (the widget renders it). */
export type ChatRef = NonNullable<ShellChildren["supportChat"]>

/** The running page machine `P` of the shell. */
export type ShellPageRef<P extends ShellPageName> = ActorRefFromPage<P>

const ShellContext = createContext<ShellActor | null>(null)

/** The signed-in shell puts its machine here: screens open their page machines in it. */
export const ShellProvider = ShellContext.Provider

/** The shell's support chat child (undefined without a session, which never shows the widget). */
export const useShellChat = (): ChatRef | undefined => {
  const shell = useContext(ShellContext)
  if (shell === null) throw new Error("the support chat runs in the signed-in shell")
  return useSelector(shell, (s) => s.children.supportChat)
}

/**
 * Runs page machine `page` in the shell while the screen is shown (`shell.pageOpen`, then
 * `shell.pageClose` when it leaves), and gives its ref once the shell runs the page this screen
 * opened (null before: the shell is loading the page's module, or had not started when the screen
 * mounted, or still runs a page this screen left before; show the screen's loading state). A page
 * whose module could not be loaded throws, so the screen's error boundary says so. The input is
 * read when the screen mounts: a screen that needs a new input (another ticket) is keyed by it.
 */
export const useShellPage = <P extends ShellPageName>(
  page: P,
  input: ShellPageInputs[P],
): ShellPageRef<P> | null => {
  const shell = useContext(ShellContext)
  if (shell === null) throw new Error(`${page} runs in the signed-in shell`)
  const [opened] = useState(() => ({ type: "shell.pageOpen", page, input }) as ShellPageOpen)
  const [before] = useState(() => shellPageOf(shell.getSnapshot(), page))
  useLayoutEffect(() => {
    shell.send(opened)
    return () => shell.send({ type: "shell.pageClose", page: opened.page })
  }, [shell, opened])
  const running = useSelector(shell, (s) => shellPageOf(s, page))
  const failed = useSelector(shell, (s) => s.matches("pageFailed") && s.context.page === page)
  if (failed) throw new Error(`the ${page} page could not be loaded`)
  return running === undefined || running === before ? null : running
}
