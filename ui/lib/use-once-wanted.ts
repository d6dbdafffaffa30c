import { useState } from "react"

/**
 * True from the first render in which `wanted` is true, for good: a part loaded on demand (a dialog,
 * a popover) stays mounted once it has been opened, so it can close with its own animation and focus.
 */
export const useOnceWanted = (wanted: boolean): boolean => {
  const [was, setWas] = useState(wanted)
  if (wanted && !was) setWas(true)
  return was || wanted
}
