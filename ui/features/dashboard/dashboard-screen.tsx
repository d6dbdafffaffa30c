import { useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Link, useLocation, useSearch } from "wouter"
import {
  type DashboardParams,
  dashboardUrlParams,
  parseDashboardUrl,
} from "../../../core/domain/insights/dashboard-url.ts"
import { formatPeriod, PERIOD_CHOICES, periodLabel } from "../../../core/domain/insights/period.ts"
import { canSeeUserInsights } from "../../../core/domain/roles.ts"
import { ErrorAlert } from "../../components/error-alert.tsx"
import { selectRoleId } from "../../lib/auth-selectors.ts"
import { dashboardFailureText } from "../../lib/failure-messages.ts"
import { usePortal } from "../../lib/portal-context.tsx"
import type { ScreenProps } from "../../lib/screen.types.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { listQueryString, queryRecord } from "../../../core/domain/lists/query-string.ts"
import { EquipmentSection } from "./equipment-section.tsx"
import { ServiceSection } from "./service-section.tsx"
import { SatisfactionSection } from "./satisfaction-section.tsx"
import { UserSection } from "./user-section.tsx"
import "../../styles/data-table.css"
import "../../styles/dashboard.css"
import { LoadingStatus } from "../../components/loading-status.tsx"

const hrefOf = (p: DashboardParams) => {
  const q = listQueryString(dashboardUrlParams(p))
  return q === "" ? "/dashboard" : `/dashboard?${q}`
}

/** /dashboard: waits for the role (it decides whether User Insights load), then the board. */
export default function DashboardScreen(props: ScreenProps) {
  const { auth } = usePortal()
  const roleid = useSelector(auth, selectRoleId)
  if (roleid === null)
    return (
      <div className="page dashboard-page">
        <h1>{props.title}</h1>
        <LoadingStatus loading label="Loading the dashboard…" />
      </div>
    )
  return (
    <Dashboard {...props} withUsers={canSeeUserInsights(roleid)} key={String(canSeeUserInsights(roleid))} />
  )
}

/**
 * The board: the URL holds the period and the narrowing (`?period=6m&agreementid=12`); the
 * dashboard machine loads the insights for it. Service Insights for everyone, User Insights for
 * company admins and staff.
 */
function Dashboard({ title, withUsers }: ScreenProps & { readonly withUsers: boolean }) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const board = usePortalMachine("dashboard", {
    input: { params: parseDashboardUrl(queryRecord(search)), withUsers },
  })
  useEffect(() => {
    board.send({ type: "dashboard.urlChange", params: queryRecord(search) })
  }, [search, board])
  const params = useSelector(board, (s) => s.context.params)
  const data = useSelector(board, (s) => s.context.data)
  const loading = useSelector(board, (s) => s.matches("loading"))
  const error = useSelector(board, (s) => dashboardFailureText(s.context.error))
  const narrowed = params.agreementid !== null || params.locationid !== null
  return (
    <div className="page dashboard-page" aria-busy={loading}>
      <header className="page-header">
        <h1>{title}</h1>
        <div className="page-actions">
          <label className="dashboard-period">
            <span>Period</span>
            <select
              value={params.period === null ? "" : formatPeriod(params.period)}
              onChange={(e) => {
                const period = e.target.value === "" ? null : Number.parseInt(e.target.value, 10)
                navigate(hrefOf({ ...params, period }))
              }}
            >
              <option value="">
                Company default{data ? ` (${periodLabel(data.service.period.months).toLowerCase()})` : ""}
              </option>
              {PERIOD_CHOICES.map((m) => (
                <option key={m} value={formatPeriod(m)}>
                  {periodLabel(m)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      {narrowed ? (
        <p className="dashboard-narrowed">
          Showing
          {params.agreementid !== null ? ` agreement ${params.agreementid}` : ""}
          {params.locationid !== null ? ` location ${params.locationid}` : ""} only.{" "}
          <Link href={hrefOf({ ...params, agreementid: null, locationid: null })}>Show everything</Link>
        </p>
      ) : null}
      <LoadingStatus loading={loading} label="Loading the dashboard…" />
      {error !== null ? (
        <ErrorAlert
          message={error}
          action="Try again"
          onAction={() => board.send({ type: "dashboard.reload" })}
        />
      ) : null}
      {data === null ? null : (
        <>
          <ServiceSection data={data} params={params} />
          <EquipmentSection data={data} params={params} />
          {data.satisfaction !== null ? <SatisfactionSection satisfaction={data.satisfaction} /> : null}
          {data.users !== null ? <UserSection users={data.users} /> : null}
        </>
      )}
    </div>
  )
}
