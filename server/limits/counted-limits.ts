import { CHAT_MESSAGE_LIMIT } from "../../core/domain/chat/support-chat.ts"
import { MAIL_LIMITS } from "../../core/domain/limits/mail-limits.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import { signInsPerAddress } from "../auth/sign-in-throttle.ts"
import { clientLogBatches, retiredClientLogSessions } from "../client-log/client-log-throttle.ts"
import type { ServerConfig } from "../config.ts"
import type { Limit } from "./limit-counter.ts"

/**
 * Every limit counted in `rate_limits`, as this server's settings make them: the sign-in and
 * client log throttles, the per-user bounds on mail to others and on uploads and exports. The sweep
 * reads their windows;
 * a name must be unique, since it keys the counts.
 */
export const countedLimits = (config: Pick<ServerConfig, "signInsPerAddress">): ReadonlyArray<Limit> => [
  signInsPerAddress(config.signInsPerAddress),
  clientLogBatches(),
  retiredClientLogSessions,
  ...Object.values(MAIL_LIMITS),
  ...Object.values(USAGE_LIMITS),
  CHAT_MESSAGE_LIMIT,
]
