import { demoPassword, roleNames } from "./seed-catalog.ts"
import { demoUsers } from "./seed-users.ts"

const roleLabels = new Map(roleNames.map(([roleid, name]) => [roleid, `${name.toLowerCase()} (${roleid})`]))
const companyLabels: Record<number, string> = {
  1: "provider staff",
  2: "Acme Manufacturing",
  3: "Globex Logistics",
}

/** The demo sign-ins as a plain-text table for the console. */
export const demoSignInsTable = (): string => {
  const rows = demoUsers.map((u) => [
    u.username,
    roleLabels.get(u.roleid) ?? String(u.roleid),
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
