/**
 * The one loading piece of every list, dashboard and detail screen: the screen-reader status at once
 * and, while the machine stays in its loading state, a visible progress pill. The pill fades in after
 * 300 ms (CSS, `loading-status.css`), so a quick answer never flashes it, and it floats over the top
 * of the content below (no layout shift when it comes or goes). `loading` is the screen's reading of
 * its machine's snapshot; this piece holds no state.
 */
import "../styles/loading-status.css"

interface LoadingStatusProps {
  /** The machine is in its loading state. */
  readonly loading: boolean
  /** What loads, in the spec's words ("Loading service tickets…"). */
  readonly label: string
}

export function LoadingStatus({ loading, label }: LoadingStatusProps) {
  return (
    <div className="loading-status">
      <p role="status" className="visually-hidden">
        {loading ? label : ""}
      </p>
      {loading ? (
        <div className="loading-pill" aria-hidden="true">
          <span className="loading-pill-bar" />
          <span className="loading-pill-text">{label}</span>
        </div>
      ) : null}
    </div>
  )
}
