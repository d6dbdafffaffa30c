import { Link } from "wouter"

export default function NotFoundScreen() {
  return (
    <div className="page">
      <h1>Page Not Found</h1>
      <p className="page-note">
        The page you are looking for does not exist or you do not have access to it.
      </p>
      <Link href="/dashboard">Back to the dashboard</Link>
    </div>
  )
}
