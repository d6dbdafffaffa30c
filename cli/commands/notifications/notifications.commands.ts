import { Argument, Option } from "commander"
import { NOTIFICATION_EVENTS } from "../../../core/domain/notifications/events.ts"
import type { RegisterCommands } from "../command.types.ts"
import { addListOutputOptions, listAction } from "../shared/list-output.options.ts"

/**
 * `portal notifications list [--unread] [--json]`, `portal notifications seen`,
 * `portal notifications subscribe|unsubscribe <event> [--delivery email|in_app]`.
 */
export const registerNotificationsCommands: RegisterCommands = (program, host) => {
  const group = program
    .command("notifications")
    .summary("your notifications and subscriptions")
    .description("The notification panel and subscription settings of the portal, driving the same machines.")
  addListOutputOptions(
    group
      .command("list")
      .description("your notifications, newest first (the panel's first 20; --all: every one)"),
    "notification",
  )
    .option("--unread", "only those not seen yet")
    .action(listAction(host, () => import("./notifications-list.command.ts")))
  group
    .command("seen")
    .description("marks all your notifications seen (ignored while impersonating)")
    .action(() => host.execute(() => import("./notifications-seen.command.ts"), {}))
  for (const verb of ["subscribe", "unsubscribe"] as const)
    group
      .command(verb)
      .description(`${verb} to an event (both deliveries unless --delivery names one)`)
      .addArgument(new Argument("<event>", "the event").choices([...NOTIFICATION_EVENTS]))
      .addOption(new Option("--delivery <delivery>", "email or in_app").choices(["email", "in_app"]))
      .action((event: string, options: { delivery?: string }) =>
        host.execute(() => import("./notifications-subscribe.command.ts"), {
          verb,
          event,
          delivery: options.delivery,
        }),
      )
}
