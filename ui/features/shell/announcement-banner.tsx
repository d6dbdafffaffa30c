import DOMPurify from "dompurify"
import { useLayoutEffect, useMemo, useRef } from "react"
import { type BannerLevel, bannerLevel } from "../../../core/domain/banner.ts"
import { Icon } from "../../components/icons.tsx"

// Server markup may carry images without text alternatives; treat those as decorative.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.tagName === "IMG" && !node.hasAttribute("alt")) node.setAttribute("alt", "")
})

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

/** The site-wide announcement; its markup comes from the server and is sanitised before rendering. */
export function AnnouncementBanner({ message, status, onDismiss, onHeight }: AnnouncementBannerProps) {
  const ref = useRef<HTMLElement>(null)
  const level = bannerLevel(status)
  const html = useMemo(() => DOMPurify.sanitize(message, { USE_PROFILES: { html: true } }), [message])
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
    <section ref={ref} className={`announcement ${LEVEL_CLASS[level]}`} aria-label="Announcement">
      <Icon name="info" />
      <span className="visually-hidden">{LEVEL_LABEL[level]}: </span>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above */}
      <div className="announcement-message" dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className="icon-button" aria-label="Dismiss announcement" onClick={onDismiss}>
        <Icon name="close" />
      </button>
    </section>
  )
}
