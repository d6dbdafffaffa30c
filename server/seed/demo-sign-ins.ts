import { demoPassword } from "./seed-catalog.ts"
import { demoUsers } from "./seed-users.ts"

const roleLabels: Record<number, string> = {
  1: "developer (1)",
  2: "system admin (2)",
  3: "company admin (3)",
  4: "company user (4)",
  11: "sales rep (11)",
}
const companyLabels: Record<number, string> = {
  1: "provider staff",
  2: "Acme Manufacturing",
  3: "Globex Logistics",
}

/** The demo sign-ins as a plain-text table for the console. */
export const demoSignInsTable = (): string => {
  const rows = demoUsers.map((u) => [
    u.username,
    roleLabels[u.roleid] ?? String(u.roleid),
    u.username === "sales.rep" ? "accounts: Acme, Globex" : (companyLabels[u.companyid] ?? ""),
    u.passwordExpired ? "password expired" : "",
  ])
  const header = ["username", "role", "company", "note"]
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd()
  return [`Demo sign-ins (password ${demoPassword}):`, line(header), ...rows.map(line)].join("\n")
}
