import { useSelector } from "@xstate/react"
import { adminSectionsFor } from "../../../core/domain/admin/admin-access.ts"
import { isBuiltInChat } from "../../../core/domain/chat/built-in-chat.ts"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { AgreementsSection } from "./agreements-section.tsx"
import { BannerSection } from "./banner-section.tsx"
import { CompaniesSection } from "./companies-section.tsx"
import { SupportChatsSection } from "./support-chats-section.tsx"
import { TransferSection } from "./transfer-section.tsx"
import { ViewAsSection } from "./view-as-section.tsx"
import "../../styles/admin.css"

/**
 * /admin: the sections the role's capabilities allow (core/domain/admin/admin-access.ts). Staff see
 * the support chats (with the built-in chat), companies, company agreements, user transfer, the
 * announcement editor and 'View as a user' with the log; sales reps their accounts' support chats;
 * company admins the log of who viewed the portal as their users.
 */
export default function AdminScreen({ title }: ScreenProps) {
  const { auth, config } = usePortal()
  const roleid = useSelector(auth, selectRoleId)
  const sections = adminSectionsFor(roleid, isBuiltInChat(config.chatUrl))
  return (
    <div className="page admin-page">
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {sections.includes("supportChats") ? <SupportChatsSection /> : null}
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
