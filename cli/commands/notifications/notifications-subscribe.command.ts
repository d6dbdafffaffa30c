import { waitFor } from "xstate"
import {
  DELIVERY_TYPES,
  type DeliveryType,
  deliveryFromOption,
  isNotificationEvent,
} from "../../../core/domain/notifications/events.ts"
import type { Subscription } from "../../../core/schema/notification.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps } from "../command.types.ts"
import { withSignedIn } from "../shared/signed-in.ts"

export interface SubscribeOptions {
  readonly verb: "subscribe" | "unsubscribe"
  readonly event: string
  readonly delivery?: string | undefined
}

export interface SubscribeResult {
  readonly verb: "subscribe" | "unsubscribe"
  readonly subscriptions: ReadonlyArray<Subscription>
}

/** Saves the change through the settings machine, one delivery at a time, and returns the result. */
export const run = (options: SubscribeOptions, deps: CliDeps): Promise<SubscribeResult> => {
  const event = options.event.trim().toUpperCase()
  if (!isNotificationEvent(event)) throw usageError(`unknown event ${options.event}`)
  const one = options.delivery === undefined ? undefined : deliveryFromOption(options.delivery)
  if (options.delivery !== undefined && one === undefined)
    throw usageError("--delivery must be email or in_app")
  const deliveries: ReadonlyArray<DeliveryType> = one ? [one] : DELIVERY_TYPES
  return withSignedIn(deps, async ({ auth, failure }) => {
    const userID = auth.actor.getSnapshot().context.session!.userID
    const settings = startMachine(deps, "notificationSettings", { userID })
    try {
      for (const delivery_type of deliveries) {
        const ready = await waitFor(settings, (s) => s.matches("ready") || s.matches("failed"))
        if (ready.matches("failed")) throw failure("could not load subscriptions", ready.context.error)
        settings.send({
          type: "settings.toggle",
          subscription: { event_type: event, delivery_type },
          on: options.verb === "subscribe",
        })
        const saved = await waitFor(settings, (s) => s.matches("ready"))
        if (saved.context.error) throw failure(`could not ${options.verb}`, saved.context.error)
      }
      return { verb: options.verb, subscriptions: settings.getSnapshot().context.data?.subscriptions ?? [] }
    } finally {
      settings.stop()
    }
  })
}

export const render = (r: SubscribeResult): string =>
  [
    `${r.verb === "subscribe" ? "Subscribed" : "Unsubscribed"}. Your subscriptions:`,
    ...(r.subscriptions.length === 0
      ? ["  (none)"]
      : r.subscriptions.map((s) => `  ${s.event_type} ${s.delivery_type === "EMAIL" ? "email" : "in_app"}`)),
  ].join("\n")
