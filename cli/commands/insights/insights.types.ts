import type { DashboardData } from "../../../core/machines/dashboard/dashboard.machine.ts"
import type { EquipmentAddRemove, EquipmentInsights, ServiceInsights } from "../../../core/schema/insights.ts"

/** What `portal insights` answers: the figures of one dashboard section. */
export type InsightsResult =
  | { readonly what: "service"; readonly serviceInsights: ServiceInsights }
  | {
      readonly what: "equipment"
      readonly equipmentInsights: EquipmentInsights
      readonly equipmentAddRemove: EquipmentAddRemove
    }
  | { readonly what: "users"; readonly users: NonNullable<DashboardData["users"]> }
