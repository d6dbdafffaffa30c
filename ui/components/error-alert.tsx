/** An error shown where it happened, with an optional action ('Try again', 'Dismiss'). */
export function ErrorAlert({
  message,
  action,
  onAction,
}: {
  readonly message: string
  readonly action?: string
  readonly onAction?: () => void
}) {
  return (
    <div role="alert" className="alert-error">
      {message}
      {action !== undefined && onAction !== undefined ? (
        <>
          {" "}
          <button type="button" className="link-button" onClick={onAction}>
            {action}
          </button>
        </>
      ) : null}
    </div>
  )
}
