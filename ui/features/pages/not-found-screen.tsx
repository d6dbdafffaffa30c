import { NotFoundView } from "../../components/not-found-view.tsx"

const PAGE_NOT_FOUND = {
  title: "Page Not Found",
  body: "The page you are looking for does not exist or you do not have access to it.",
  back: { href: "/dashboard", label: "Back to the dashboard" },
} as const

export default function NotFoundScreen() {
  return <NotFoundView view={PAGE_NOT_FOUND} />
}
