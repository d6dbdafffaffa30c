import type { INTEREST_KEYS } from "../../../core/schema/notification.ts"

/** A card of Apps + Integrations. */
export interface AppCard {
  readonly key: (typeof INTEREST_KEYS)[number]
  readonly name: string
  readonly description: string
}

/** The offers shown on `/monitoring`: monitoring products and integrations. */
export const APPS: ReadonlyArray<AppCard> = [
  {
    key: "interested-monitoring",
    name: "Remote Monitoring",
    description:
      "Devices report faults and supply levels to us before you notice them, and tickets open themselves.",
  },
  {
    key: "interested-monitoring",
    name: "Proactive Alerts",
    description: "Monitoring alerts reach your team in the portal's notifications and by email.",
  },
  {
    key: "interested-integration",
    name: "ServiceNow",
    description: "Service tickets flow both ways between your ServiceNow instance and the portal.",
  },
  {
    key: "interested-integration",
    name: "Microsoft Teams",
    description: "Ticket updates posted to a Teams channel of your choice.",
  },
]
