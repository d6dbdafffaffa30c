import { useEffect } from "react"
import type { ShellActor } from "../../lib/shell-context.tsx"

/**
 * The live stream asks again at once when the network comes back or the tab is shown again,
 * instead of waiting out its backoff (the shell's `live.reconnect`; a stream that is open ignores it).
 */
export const useLiveReconnect = (shell: ShellActor): void => {
  useEffect(() => {
    const reconnect = () => {
      if (document.visibilityState === "visible") shell.send({ type: "live.reconnect" })
    }
    window.addEventListener("online", reconnect)
    document.addEventListener("visibilitychange", reconnect)
    return () => {
      window.removeEventListener("online", reconnect)
      document.removeEventListener("visibilitychange", reconnect)
    }
  }, [shell])
}
