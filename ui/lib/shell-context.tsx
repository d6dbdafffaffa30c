import { useSelector } from "@xstate/react"
import { createContext, useContext, useLayoutEffect, useState } from "react"
import type { ActorRefFrom, SnapshotFrom } from "xstate"
import type { shellMachine } from "../../core/machines/shell/shell.machine.ts"
import type { ShellPageInputs, ShellPageName, ShellPageOpen } from "../../core/machines/shell/shell.types.ts"

export type ShellActor = ActorRefFrom<typeof shellMachine>

type ShellChildren = SnapshotFrom<typeof shellMachine>["children"]

/** The shell's notification panel (the bell and the panel render it). */
export type PanelRef = NonNullable<ShellChildren["notificationPanel"]>

/** The running page machine `P` of the shell. */
export type ShellPageRef<P extends ShellPageName> = NonNullable<ShellChildren[P]>

const ShellContext = createContext<ShellActor | null>(null)

/** The signed-in shell puts its machine here: screens open their page machines in it. */
export const ShellProvider = ShellContext.Provider

/**
 * Runs page machine `page` in the shell while the screen is shown (`shell.pageOpen`, then
 * `shell.pageClose` when it leaves), and gives its ref once the shell runs the page this screen
 * opened (null before: render nothing yet; the shell may not have started when the screen mounts,
 * and a page left by the screen before is not this one). The input is read when the screen mounts:
 * a screen that needs a new input (another ticket) is keyed by it and mounts again.
 */
export const useShellPage = <P extends ShellPageName>(
  page: P,
  input: ShellPageInputs[P],
): ShellPageRef<P> | null => {
  const shell = useContext(ShellContext)
  if (shell === null) throw new Error(`${page} runs in the signed-in shell`)
  const [opened] = useState(() => ({ type: "shell.pageOpen", page, input }) as ShellPageOpen)
  const [before] = useState(() => shell.getSnapshot().children[page])
  useLayoutEffect(() => {
    shell.send(opened)
    return () => shell.send({ type: "shell.pageClose", page: opened.page })
  }, [shell, opened])
  const running = useSelector(shell, (s) => s.children[page])
  return running === undefined || running === before ? null : (running as ShellPageRef<P>)
}
