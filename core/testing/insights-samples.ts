import type { DashboardData } from "../machines/dashboard/dashboard.machine.ts"

const period = {
  months: 3,
  start: "2026-08-25T10:00:00.000Z",
  end: "2026-11-25T10:00:00.000Z",
  isDefault: true,
}

/** A small dashboard answer for machine and UI tests. */
export const sampleDashboardData: DashboardData = {
  service: {
    period,
    open: 12,
    opened: 40,
    closed: 31,
    completion: { count: 31, meanHours: 52.4, p90Hours: 140.2 },
    weekly: [
      { week: "2026-08-24", opened: 3, closed: 2 },
      { week: "2026-08-31", opened: 5, closed: 4 },
    ],
    bySeverity: [
      { severitylevel: null, count: 16 },
      { severitylevel: 1, count: 4 },
      { severitylevel: 2, count: 8 },
      { severitylevel: 3, count: 12 },
    ],
    byStatus: [
      { ticketstatus: "O", count: 9 },
      { ticketstatus: "P", count: 4 },
      { ticketstatus: "C", count: 25 },
      { ticketstatus: "N", count: 2 },
    ],
    topLocations: [{ locationid: 77, locationname: "Detroit Plant", tickets: 11 }],
    topModels: [{ modelnumber: "LJ M607", tickets: 7 }],
    sla: [
      {
        responsetime: "4 Hour",
        targetHours: 4,
        tickets: 10,
        responded: 9,
        meanResponseHours: 3.1,
        withinTarget: 6,
      },
    ],
  },
  equipment: {
    total: 120,
    byCoverage: [{ name: "Full Maintenance", count: 120 }],
    byContractType: [{ name: "Full Maintenance", count: 120 }],
    coverageEnding: [
      { days: 30, count: 2 },
      { days: 60, count: 5 },
      { days: 90, count: 9 },
    ],
  },
  addRemove: { period, months: [{ month: "2026-08", added: 3, removed: 1 }] },
  satisfaction: {
    period,
    overall: { average: 4.25, count: 4 },
    monthly: [
      { month: "2026-08", average: null, count: 0 },
      { month: "2026-09", average: 4, count: 1 },
      { month: "2026-10", average: 5, count: 1 },
      { month: "2026-11", average: 4, count: 2 },
    ],
    locations: [{ locationid: 1, locationname: "Acme Columbus Head Office", average: 4.25, count: 4 }],
  },
  users: null,
}
