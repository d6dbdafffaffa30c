import { Component, type ErrorInfo, type ReactNode } from "react"

interface State {
  readonly error: unknown
}

/**
 * Catches render errors of a screen (useSelector throws when its actor errors in @xstate/react 6.1)
 * and shows a recoverable message instead of a blank page. `resetKey` changes on navigation.
 */
export class ErrorBoundary extends Component<
  { readonly children: ReactNode; readonly resetKey?: string },
  State
> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error }
  }

  override componentDidUpdate(previous: { readonly resetKey?: string }) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("Screen failed", error, info.componentStack)
  }

  override render() {
    if (this.state.error === null) return this.props.children
    return (
      <div className="page" role="alert">
        <h1>Something went wrong</h1>
        <p>This part of the page could not be shown. Please try again in a few minutes.</p>
        <button type="button" className="button button-secondary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    )
  }
}
