import { errorText } from "../../../core/domain/tickets/attachments.ts"
import { describeError, isCancelled } from "../../../core/runtime/errors.ts"

/**
 * The one module where failures of the ticket screens become display text. Contract errors carry
 * the server's wording (it names the field or the limit); tags decide the lead-in.
 */
const tagOf = (error: unknown): string | undefined =>
  typeof error === "object" && error !== null && typeof (error as { _tag?: unknown })._tag === "string"
    ? (error as { _tag: string })._tag
    : undefined

/** The server's sentence, or a fallback for transport failures ('Unknown Error' from describeError). */
const reason = (error: unknown): string => {
  const { status, message } = describeError(error)
  return status === -1 ? "We could not reach the server. Please try again in a few minutes." : message
}

/** Null when there is nothing to show (no failure, or a cancelled request the spec says to ignore). */
const shown = (error: unknown): boolean => error !== null && error !== undefined && !isCancelled(error)

export const listErrorMessage = (error: unknown): string | null =>
  shown(error) ? `The service tickets could not be loaded. ${reason(error)}` : null

export const exportErrorMessage = (error: unknown): string | null =>
  shown(error) ? `The export could not be created. ${reason(error)}` : null

export const detailErrorMessage = (error: unknown, ticketId: number): string | null => {
  if (!shown(error)) return null
  const tag = tagOf(error)
  if (tag === "NotFound" || tag === "Forbidden") return `Service ticket #${ticketId} was not found.`
  return `Service ticket #${ticketId} could not be loaded. ${reason(error)}`
}

export const filesErrorMessage = (error: unknown): string | null =>
  shown(error) ? `The attachments could not be loaded. ${reason(error)}` : null

export const createErrorMessage = (error: unknown): string | null =>
  shown(error) ? `The service ticket could not be created. ${reason(error)}` : null

export const commentErrorMessage = (error: unknown): string | null =>
  shown(error) ? `The comment could not be added. ${reason(error)}` : null

export const optionsErrorMessage = (error: unknown): string | null =>
  shown(error) ? `Some choices could not be loaded. ${errorText(error) || reason(error)}` : null
