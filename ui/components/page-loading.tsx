import { LoadingStatus } from "./loading-status.tsx"

interface PageLoadingProps {
  /** The screen's own class (`page tickets-page`), so the frame sits where the screen will. */
  readonly className: string
  /** The screen's heading while its page machine loads ("Service Tickets", "Equipment"). */
  readonly title: string
  /** What loads, in the spec's words ("Loading service tickets…"). */
  readonly label: string
}

/**
 * A screen whose page machine the shell is still loading (`useShellPage` gave null): its heading
 * and the shared loading piece, so the heading does not jump when the page arrives.
 */
export function PageLoading({ className, title, label }: PageLoadingProps) {
  return (
    <div className={className}>
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      <LoadingStatus loading label={label} />
    </div>
  )
}
