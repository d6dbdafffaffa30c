import { useSelector } from "@xstate/react"
import { adminSectionsFor } from "../../../core/domain/admin/admin-access.ts"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { AgreementsSection } from "./agreements-section.tsx"
import { BannerSection } from "./banner-section.tsx"
import { CompaniesSection } from "./companies-section.tsx"
import { TransferSection } from "./transfer-section.tsx"
import { ViewAsSection } from "./view-as-section.tsx"
import "../../styles/admin.css"

/**
 * /admin: the sections the role's capabilities allow (core/domain/admin/admin-access.ts). Staff see
 * companies, company agreements, user transfer, the announcement editor and 'View as a user' with the log; company admins the log of
 * who viewed the portal as their users.
 */
export default function AdminScreen({ title }: ScreenProps) {
  const { auth } = usePortal()
  const roleid = useSelector(auth, selectRoleId)
  const sections = adminSectionsFor(roleid)
  return (
    <div className="page admin-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {sections.includes("companies") ? <CompaniesSection /> : null}
      {sections.includes("agreements") ? <AgreementsSection /> : null}
      {sections.includes("transfer") ? <TransferSection /> : null}
      {sections.includes("announcements") ? <BannerSection /> : null}
      {sections.includes("impersonationLog") ? (
        <ViewAsSection canPick={sections.includes("impersonate")} />
      ) : null}
    </div>
  )
}
