import type { AreaRules } from "./access-rule.ts"
import {
  accountChooser,
  anyCaller,
  companyData,
  customerTicketWrite,
  ownData,
  staffTicketWrite,
  userInsights,
  userRead,
} from "./access-kinds.ts"

/**
 * The access table's rows for the shell's navigation data, tickets and their documents, equipment
 * and insights: company records.
 */
export const recordsAccessRules: AreaRules<"shell" | "tickets" | "documents" | "equipment" | "insights"> = {
  "shell.user": userRead,
  "shell.leftMenu": companyData,
  "shell.banner": anyCaller,
  "shell.agreements": companyData,
  "shell.agreement": companyData,
  "shell.contracts": companyData,
  "shell.salesforceAccounts": accountChooser,
  "shell.salesforceAgreements": accountChooser,
  "tickets.list": companyData,
  "tickets.ticket": companyData,
  "tickets.create": companyData,
  "tickets.close": staffTicketWrite,
  "tickets.customerClose": customerTicketWrite,
  "tickets.reopen": customerTicketWrite,
  "tickets.contacts": companyData,
  "tickets.comment": companyData,
  "tickets.files": companyData,
  "tickets.upload": companyData,
  "tickets.attachmentNotification": companyData,
  "tickets.download": companyData,
  "tickets.export": companyData,
  "tickets.exportFile": ownData,
  "documents.document": companyData,
  "equipment.list": companyData,
  "equipment.item": companyData,
  "equipment.children": companyData,
  "equipment.oem": companyData,
  "equipment.sla": companyData,
  "equipment.columns": ownData,
  "equipment.saveColumns": ownData,
  "equipment.sendEmail": companyData,
  "insights.service": companyData,
  "insights.equipment": companyData,
  "insights.equipmentAddRemove": companyData,
  "insights.userLogins": userInsights,
  "insights.userTickets": userInsights,
}
