/** The shapes of outgoing mail, shared by the outbox, the templates and the server's Mail service. */

/** One message for `enqueueMail` (outbox.ts). */
export interface OutgoingMail {
  /** Template name (`password-reset`, `forgot-username`, `account-setup`, `change-request`, ...). */
  readonly kind: string
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
  /** Path of the link the message carries (`/reset-password/...`), listed by the demo outbox. */
  readonly link?: string | undefined
  /** Reply-To: a ticket notification's reply address (issue 29), when reply by email is configured. */
  readonly replyTo?: string | undefined
}

/** Names that appear in every message: the product and the provider (configuration). */
export interface MailBrand {
  readonly productName: string
  readonly providerName: string
}

/** Where links point: the portal's public address. */
export interface LinkTarget {
  readonly base: string
}
