import { useLayoutEffect, useRef } from "react"
import { renderBannerMarkup } from "../lib/banner-markup.ts"

/** Announcement markup, sanitised with the shared allow-list before it reaches the page. */
export function BannerMarkup({
  markup,
  className,
}: {
  readonly markup: string
  readonly className?: string
}) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    let current = true
    const fill = document.createElement("div")
    void renderBannerMarkup(fill, markup).then(() => {
      if (current) node.replaceChildren(...fill.childNodes)
    })
    return () => {
      current = false
    }
  }, [markup])
  return <div ref={ref} className={className} />
}
