/** A screen a later issue fills in: its heading and an honest line, nothing that looks like data. */
export function PlaceholderScreen({ title }: { readonly title: string }) {
  return (
    <div className="page">
      <h1>{title}</h1>
      <p className="page-note">This screen is not available yet.</p>
    </div>
  )
}

/** Token pages and other screens shown without navigation. */
export function BarePlaceholderScreen({ title }: { readonly title: string }) {
  return (
    <main id="main" className="center-screen">
      <div className="card">
        <h1>{title}</h1>
        <p className="page-note">This page is not available yet.</p>
        <a href="/auth/login">Back to Log In</a>
      </div>
    </main>
  )
}
