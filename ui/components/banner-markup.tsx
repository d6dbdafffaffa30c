import { useLayoutEffect, useRef } from "react"
import { renderBannerMarkup } from "../lib/banner-markup.ts"

/**
 * Announcement markup, sanitised with the shared allow-list before it reaches the page. `initial`
 * may give the nodes to show until then (the same message as the server drew it, sanitised there).
 */
export function BannerMarkup({
  markup,
  className,
  initial,
}: {
  readonly markup: string
  readonly className?: string
  readonly initial?: (markup: string) => ReadonlyArray<Node> | null
}) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    const first = initial?.(markup)
    if (first) node.replaceChildren(...first)
    let current = true
    const fill = document.createElement("div")
    void renderBannerMarkup(fill, markup).then(() => {
      if (current) node.replaceChildren(...fill.childNodes)
    })
    return () => {
      current = false
    }
  }, [markup, initial])
  return <div ref={ref} className={className} />
}
