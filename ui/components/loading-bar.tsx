/** Indeterminate loading bar shown at the top while something (the user profile) loads. */
export function LoadingBar({ label }: { readonly label: string }) {
  return (
    <div className="loading-bar" role="progressbar" aria-label={label} aria-busy="true">
      <div className="loading-bar-fill" />
    </div>
  )
}
