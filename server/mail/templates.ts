import type { LinkTarget, MailBrand, OutgoingMail } from "./mail.types.ts"

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

interface Letter {
  readonly kind: string
  readonly to: string
  readonly subject: string
  /** Paragraphs of plain text. */
  readonly paragraphs: ReadonlyArray<string>
  /** A call to action: button text and absolute URL, with the path listed by the demo outbox. */
  readonly action?: { readonly label: string; readonly url: string; readonly path: string }
}

/** Renders a letter as plain text plus HTML, signed with the product and provider names. */
const render = (brand: MailBrand, letter: Letter): OutgoingMail => {
  const signature = `${brand.productName} - ${brand.providerName}`
  const action = letter.action
  const text = [
    ...letter.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    `-- \n${signature}`,
  ].join("\n\n")
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p style="color:#555">${escapeHtml(signature)}</p>`,
    "</body></html>",
  ].join("\n")
  return {
    kind: letter.kind,
    to: letter.to,
    subject: `${brand.productName}: ${letter.subject}`,
    text,
    html,
    link: action?.path,
  }
}

const link = (target: LinkTarget, path: string) => ({ url: `${target.base}${path}`, path })

export const passwordResetMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: { readonly email: string; readonly name: string; readonly username: string },
  token: string,
  validMinutes: number,
): OutgoingMail =>
  render(brand, {
    kind: "password-reset",
    to: to.email,
    subject: "Reset your password",
    paragraphs: [
      `Hello ${to.name},`,
      `Someone (we hope you) asked to reset the password of the ${brand.productName} account "${to.username}".`,
      `The link below works once, for ${validMinutes} minutes. If you did not ask, ignore this message: your password stays as it is.`,
    ],
    action: { label: "Set a new password", ...link(target, `/reset-password/${token}`) },
  })

export const accountSetupMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: { readonly email: string; readonly name: string; readonly username: string },
  token: string,
  validDays: number,
): OutgoingMail =>
  render(brand, {
    kind: "account-setup",
    to: to.email,
    subject: "Complete your account setup",
    paragraphs: [
      `Hello ${to.name},`,
      `An account "${to.username}" was created for you on the ${brand.productName} of ${brand.providerName}.`,
      `Choose your password with the link below; it works once, for ${validDays} days.`,
    ],
    action: { label: "Complete account setup", ...link(target, `/complete-setup/${token}`) },
  })

export const forgotUsernameMail = (
  brand: MailBrand,
  target: LinkTarget,
  email: string,
  usernames: ReadonlyArray<string>,
): OutgoingMail =>
  render(brand, {
    kind: "forgot-username",
    to: email,
    subject: "Your username",
    paragraphs: [
      "Hello,",
      usernames.length === 1
        ? `The ${brand.productName} username for this address is: ${usernames[0]}`
        : `The ${brand.productName} usernames for this address are: ${usernames.join(", ")}`,
      "If you did not ask for it, you can ignore this message.",
    ],
    action: { label: "Log in", ...link(target, "/auth/login") },
  })

export const passwordChangedMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: { readonly email: string; readonly name: string; readonly username: string },
): OutgoingMail =>
  render(brand, {
    kind: "password-changed",
    to: to.email,
    subject: "Your password was changed",
    paragraphs: [
      `Hello ${to.name},`,
      `The password of the ${brand.productName} account "${to.username}" was just changed, and every session of it was signed out.`,
      "If this was not you, reset your password at once and tell your administrator.",
    ],
    action: { label: "Forgot password", ...link(target, "/auth/forgot-password") },
  })

/** A customer's change request to their agreement's sales representative (POST /v1/sendemail). */
export const changeRequestMail = (
  brand: MailBrand,
  to: string,
  subject: string,
  body: string,
): OutgoingMail => render(brand, { kind: "agreement-request", to, subject, paragraphs: body.split(/\n{2,}/) })

/** The confirm link of an email change, to the new address. */
export const emailChangeConfirmMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: { readonly newEmail: string; readonly name: string; readonly username: string },
  token: string,
  validHours: number,
): OutgoingMail =>
  render(brand, {
    kind: "email-change-confirm",
    to: to.newEmail,
    subject: "Confirm your new email address",
    paragraphs: [
      `Hello ${to.name},`,
      `Someone (we hope you) asked to use this address for the ${brand.productName} account "${to.username}".`,
      `Open the link below to confirm it; it works once, for ${validHours} hours. If you did not ask, ignore this message: nothing changes.`,
    ],
    action: { label: "Confirm email change", ...link(target, `/confirm-email-change/${token}`) },
  })

/** The cancel link of an email change, to the current address. */
export const emailChangeCancelMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: { readonly email: string; readonly name: string; readonly username: string; readonly newEmail: string },
  token: string,
  validHours: number,
): OutgoingMail =>
  render(brand, {
    kind: "email-change-cancel",
    to: to.email,
    subject: "Your email address is about to change",
    paragraphs: [
      `Hello ${to.name},`,
      `A change of the email address of the ${brand.productName} account "${to.username}" to ${to.newEmail} was requested. It takes effect when the new address confirms it.`,
      `If you did not ask for this, cancel it with the link below (it works once, for ${validHours} hours) and tell your administrator.`,
    ],
    action: { label: "Cancel email change", ...link(target, `/cancel-email-change/${token}`) },
  })

/** A notification mailed to a subscriber with email delivery (server/notifications/notify.ts). */
export const notificationMail = (
  brand: MailBrand,
  target: LinkTarget,
  to: { readonly email: string; readonly name: string },
  n: {
    readonly kind: string
    readonly subject: string
    readonly message: string
    readonly link: string | null
  },
): OutgoingMail =>
  render(brand, {
    kind: n.kind,
    to: to.email,
    subject: n.subject,
    paragraphs: [
      `Hello ${to.name},`,
      n.message,
      "You receive this because you subscribed to it. Change your choice under Notification Settings in the portal's user menu.",
    ],
    ...(n.link ? { action: { label: "Open in the portal", ...link(target, n.link) } } : {}),
  })

/** Interest in monitoring or an integration (Apps + Integrations), mailed to the account team. */
export const interestMail = (
  brand: MailBrand,
  to: string,
  i: {
    readonly what: string
    readonly product: string
    readonly from: { readonly name: string; readonly email: string; readonly company: string }
    readonly message: string
  },
): OutgoingMail =>
  render(brand, {
    kind: "interest",
    to,
    subject: `${i.from.company} is interested in ${i.what}: ${i.product}`,
    paragraphs: [
      `${i.from.name} (${i.from.email}) of ${i.from.company} asked about ${i.what}: ${i.product}.`,
      ...(i.message.trim() ? [`Their note: ${i.message.trim()}`] : []),
      "Please get in touch with them.",
    ],
  })
