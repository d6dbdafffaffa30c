import { link, render } from "./letter.ts"
import type { LinkTarget, MailBrand, OutgoingMail } from "./mail.types.ts"

/** Mails about an account: password reset and change, account setup, username reminder, email change. */

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
