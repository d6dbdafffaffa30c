import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from "smtp-server"
import { MAX_REQUEST_BODY_BYTES } from "../../../core/domain/constants.ts"
import { MAIL_LIMITS } from "../../../core/domain/limits/mail-limits.ts"
import { replyMailMaxBytes, replyTokenOf } from "../../../core/domain/mail/reply-address.ts"
import { MAX_ATTACHMENT_BYTES } from "../../../core/domain/tickets/attachments.ts"
import type { ServerConfig } from "../../config.ts"
import type { Db } from "../../db/client.ts"
import { countHit } from "../../limits/limit-counter.ts"
import { AppConfig, Database, Mail, type MailShape } from "../../services.ts"
import { liveReplyToken } from "../reply-tokens.ts"
import { parseReply } from "./parse-reply.ts"
import { commentFromReply, type ReplyOutcome } from "./reply-comment.ts"

/** The largest message the listener takes (SIZE): one file at the upload limit, encoded, and its text. */
export const REPLY_MAIL_MAX_BYTES = replyMailMaxBytes(MAX_ATTACHMENT_BYTES, MAX_REQUEST_BODY_BYTES)

export interface InboundOptions {
  readonly config: ServerConfig
  readonly db: Db
  readonly mail: MailShape
  readonly port: number
  readonly host?: string | undefined
  /** Tests lower it to check the refusal without sending megabytes. */
  readonly maxBytes?: number
  /** Each reply's outcome, after it is handled (tests, timings). */
  readonly onOutcome?: (outcome: ReplyOutcome) => void
  readonly log?: (line: string) => void
}

export interface InboundListener {
  readonly port: number
  readonly close: () => Promise<void>
}

/** An SMTP answer: code and text (smtp-server sends `responseCode`). */
const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code })

/**
 * The inbound SMTP listener of replies by email (issue 29): plain SMTP without AUTH, for the MX
 * proxy in front (README: TLS, SPF and DKIM are checked there). MAIL FROM is bounded per sender
 * (`MAIL_LIMITS.replyMail`, counted in the database every process shares); RCPT takes only live
 * reply addresses of the configured domain; DATA is bounded at `REPLY_MAIL_MAX_BYTES`, then the
 * reply becomes a comment (reply-comment.ts) before the answer, or is dropped and logged. Logs
 * name the reason and the ticket, never the token, the address or the text.
 */
export const startInboundSmtp = async (options: InboundOptions): Promise<InboundListener> => {
  const domain = options.config.replyDomain
  if (domain === undefined) throw new Error("The inbound SMTP listener needs PORTAL_REPLY_DOMAIN")
  const log = options.log ?? ((line: string) => console.warn(line))
  const run = <A>(effect: Effect.Effect<A, unknown, Database | Mail | AppConfig>) =>
    Effect.runPromise(
      effect.pipe(
        Effect.provideService(Database, options.db),
        Effect.provideService(Mail, options.mail),
        Effect.provideService(AppConfig, options.config),
      ),
    )
  const handle = async (raw: Buffer, session: SMTPServerSession): Promise<ReplyOutcome> => {
    const from = session.envelope.mailFrom === false ? "" : session.envelope.mailFrom.address
    const to = session.envelope.rcptTo[0]?.address ?? ""
    const reply = await parseReply(raw, { from, to }, domain)
    if ("dropped" in reply) return { kind: "dropped", reason: reply.dropped }
    const outcome = await run(commentFromReply(reply))
    if (outcome.kind === "comment") options.mail.wake()
    return outcome
  }
  const server = new SMTPServer({
    name: domain,
    banner: "replies by email",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    size: options.maxBytes ?? REPLY_MAIL_MAX_BYTES,
    logger: false,
    onMailFrom(address, _session, callback) {
      const sender = address.address.trim().toLowerCase() || "<>"
      run(countHit(MAIL_LIMITS.replyMail, sender)).then(
        (hit) =>
          callback(
            hit.hits > MAIL_LIMITS.replyMail.points
              ? refusal(450, "4.7.1 Too many replies, try later")
              : undefined,
          ),
        () => callback(refusal(451, "4.3.0 Try again later")),
      )
    },
    onRcptTo(address, session, callback) {
      const token = replyTokenOf(address.address, domain)
      if (token === undefined) return callback(refusal(550, "5.1.1 No such reply address"))
      if (session.envelope.rcptTo.length > 0)
        return callback(refusal(452, "4.5.3 One reply address per message"))
      run(liveReplyToken(token)).then(
        (owner) => callback(owner === undefined ? refusal(550, "5.1.1 No such reply address") : undefined),
        () => callback(refusal(451, "4.3.0 Try again later")),
      )
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Array<Buffer> = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        if (stream.sizeExceeded) return callback(refusal(552, "5.3.4 Message too big for a reply"))
        handle(Buffer.concat(chunks), session).then(
          (outcome) => {
            if (outcome.kind === "dropped")
              log(
                `Reply by email dropped: ${outcome.reason}${outcome.ticketid ? ` (ticket ${outcome.ticketid})` : ""}`,
              )
            else if (outcome.refused.length > 0)
              log(
                `Reply by email on ticket ${outcome.ticketid}: ${outcome.refused.length} file(s) refused by the upload rules`,
              )
            options.onOutcome?.(outcome)
            callback()
          },
          (error: unknown) => {
            log(
              `Reply by email failed: ${error instanceof Error ? error.name : "error"}; the sender may retry`,
            )
            callback(refusal(451, "4.3.0 Try again later"))
          },
        )
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, options.host, () => resolve())
  })
  // A connection's error (a client that hangs up) must not end the server.
  server.on("error", (error) => log(`Inbound SMTP: ${error.message.replace(/\s+/g, " ").slice(0, 200)}`))
  const port = (server.server.address() as AddressInfo).port
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
