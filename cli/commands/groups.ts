import { registerAuthCommands } from "./auth/auth.commands.ts"
import type { RegisterCommands } from "./command.types.ts"
import { registerCompletionCommands } from "./completion/completion.commands.ts"
import { registerEquipmentCommands } from "./equipment/equipment.commands.ts"
import { registerFlowCommands } from "./flow/flow.commands.ts"
import { registerPasswordCommands } from "./password/password.commands.ts"
import { registerImpersonateCommands } from "./impersonate/impersonate.commands.ts"
import { registerProfileCommands } from "./profile/profile.commands.ts"
import { registerProfilesCommands } from "./profiles/profiles.commands.ts"
import { registerInsightsCommands } from "./insights/insights.commands.ts"
import { registerLiveCommands } from "./live/live.commands.ts"
import { registerNotificationsCommands } from "./notifications/notifications.commands.ts"
import { registerTicketsCommands } from "./tickets/tickets.commands.ts"
import { registerTokenCommands } from "./tokens/token.commands.ts"
import { registerUsersCommands } from "./users/users.commands.ts"

/**
 * Every command group of `portal`, in help order. A new group is one file exporting a
 * `RegisterCommands` and one line here. Registration files import only commander and types:
 * the command modules (and effect, xstate, the machines) load when a command runs.
 */
export const commandGroups: ReadonlyArray<RegisterCommands> = [
  registerAuthCommands,
  registerProfilesCommands,
  registerPasswordCommands,
  registerProfileCommands,
  registerTokenCommands,
  registerTicketsCommands,
  registerEquipmentCommands,
  registerInsightsCommands,
  registerImpersonateCommands,
  registerNotificationsCommands,
  registerLiveCommands,
  registerUsersCommands,
  registerFlowCommands,
  registerCompletionCommands,
]
