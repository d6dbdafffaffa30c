/** Shown when the sign-in answer says the password expired; the update form comes in a later issue. */
export default function ForcedPasswordScreen({ onLogout }: { readonly onLogout: () => void }) {
  return (
    <main id="main" className="center-screen">
      <div className="card">
        <h1>Please update your password</h1>
        <p>Our password requirements have changed. Please update your password before continuing.</p>
        <button type="button" className="button button-secondary" onClick={onLogout}>
          Logout
        </button>
      </div>
    </main>
  )
}
