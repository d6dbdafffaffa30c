/**
 * The contract's groups, each evaluated in a task of its own before the runtime that imports them
 * all (issue 25, TBT on a phone). Evaluating a group builds its Schemas and endpoints; together
 * with the runtime's own code that was one task of about 100 ms on a throttled phone. A module
 * already evaluated costs nothing again, so a group missing from this list is only evaluated with
 * the runtime, as before. Each step names one of the module's exports, so the bundler keeps it.
 */
const steps: ReadonlyArray<() => Promise<unknown>> = [
  () => import("../../core/api/tickets.api.ts").then((m) => m.TicketsApi),
  () => import("../../core/api/equipment.api.ts").then((m) => m.EquipmentApi),
  () => import("../../core/api/users.api.ts").then((m) => m.UsersApi),
  () => import("../../core/api/admin.api.ts").then((m) => m.AdminApi),
  () => import("../../core/api/insights.api.ts").then((m) => m.InsightsApi),
  () => import("../../core/api/portal.api.ts").then((m) => m.ShellApi),
  () => import("../../core/api/profile.api.ts").then((m) => m.ProfileApi),
  () => import("../../core/api/chat.api.ts").then((m) => m.ChatApi),
  () => import("../../core/api/api.ts").then((m) => m.PortalApi),
]

/** Evaluates the contract one group per task, `nextTask` between them. */
export const evaluateContractInSteps = async (nextTask: () => Promise<void>): Promise<void> => {
  for (const step of steps) {
    await step()
    await nextTask()
  }
}
