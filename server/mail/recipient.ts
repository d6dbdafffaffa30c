import addressparser from "nodemailer/lib/addressparser"

/**
 * The one mailbox a stored address names, as nodemailer itself will read it, or `undefined` when it
 * names none or several (`"x",a@evil.example,b@evil.example` is four recipients to nodemailer).
 * Addresses stored before the one-mailbox rule (core/domain/validation/email-address.ts) get here
 * too: the mail layer sends to a value only when this finds exactly one recipient in it.
 */
export const singleRecipient = (stored: string): string | undefined => {
  const parsed = addressparser(stored, { flatten: true })
  const only = parsed.length === 1 ? parsed[0] : undefined
  return only !== undefined && only.address !== "" && !/[\s,;<>]/.test(only.address)
    ? only.address
    : undefined
}

/** The reason a refused message is marked failed with (never the address itself: it is in the row). */
export const notOneRecipient = "refused: the stored address does not name exactly one mailbox"
