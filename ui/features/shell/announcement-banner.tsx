import { useLayoutEffect, useRef } from "react"
import { type BannerLevel, bannerLevel } from "../../../core/domain/banner.ts"
import { BannerMarkup } from "../../components/banner-markup.tsx"
import { bootMessageNodes } from "../../lib/boot-banner.ts"
import { Icon } from "../../components/icons.tsx"

const LEVEL_CLASS: Record<BannerLevel | "unknown", string> = {
  1: "banner-information",
  2: "banner-warning",
  3: "banner-critical",
  4: "banner-new-feature",
  unknown: "banner-unknown",
}

const LEVEL_LABEL: Record<BannerLevel | "unknown", string> = {
  1: "Information",
  2: "Warning",
  3: "Critical",
  4: "New feature",
  unknown: "Announcement",
}

export interface AnnouncementBannerProps {
  readonly message: string
  readonly status: string
  readonly onDismiss: () => void
  /** Reports the rendered height so the navigation can sit below the banner. */
  readonly onHeight: (height: number) => void
}

/** The site-wide announcement; its markup comes from the server and is sanitised before rendering
 * (the browser's Sanitizer API with the shared allow-list; DOMPurify only where it is missing). */
export function AnnouncementBanner({ message, status, onDismiss, onHeight }: AnnouncementBannerProps) {
  const ref = useRef<HTMLElement>(null)
  const level = bannerLevel(status)
  useLayoutEffect(() => {
    const node = ref.current
    if (!node) return
    const report = () => onHeight(node.getBoundingClientRect().height)
    report()
    const observer = new ResizeObserver(report)
    observer.observe(node)
    return () => {
      observer.disconnect()
      onHeight(0)
    }
  }, [onHeight])
  return (
    <section ref={ref} className={`announcement ${LEVEL_CLASS[level]}`} aria-label="Site announcement">
      <Icon name="info" />
      <span className="visually-hidden">{LEVEL_LABEL[level]}: </span>
      <BannerMarkup className="announcement-message" markup={message} initial={bootMessageNodes} />
      <button type="button" className="icon-button" aria-label="Dismiss announcement" onClick={onDismiss}>
        <Icon name="close" />
      </button>
    </section>
  )
}
