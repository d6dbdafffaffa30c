import { DEACTIVATED_SIGN_IN_MESSAGE } from "../../core/domain/sign-in-answers.ts"
import { describe, expect, it } from "vitest"
import { TransportFailure } from "../../core/runtime/failures.ts"
import { MAIL_LIMITS, mailLimitText } from "../../core/domain/limits/mail-limits.ts"
import { USAGE_LIMITS } from "../../core/domain/limits/usage-limits.ts"
import { refusedExtensionText } from "../../core/domain/tickets/attachments.ts"
import { passwordChangeMessages } from "../../core/domain/validation/password-change.ts"
import {
  AccountLocked,
  BadRequest,
  Forbidden,
  NotFound,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from "../../core/schema/errors.ts"
import {
  attemptsText,
  createFailureText,
  detailFailureText,
  downloadFailureText,
  exportFailureText,
  interestFailureText,
  listFailureText,
  NO_ACCESS_TEXT,
  pageLoadFailureText,
  passwordChangeFailureText,
  passwordSaveFailureText,
  reasonText,
  signInText,
  uploadEntryText,
} from "./failure-messages.ts"

const noAnswer = new TransportFailure({ status: -1, message: "Unknown Error" })
const status500 = new TransportFailure({ status: 500, message: "Request failed with status code 500" })

describe("UI failure texts", () => {
  it.each([
    [null, null],
    [
      new BadRequest({ message: "os must be a whole number", field: "os" }),
      "The service tickets could not be loaded. os must be a whole number",
    ],
    [
      noAnswer,
      "The service tickets could not be loaded. We could not reach the server. Please try again in a few minutes.",
    ],
    [status500, "The service tickets could not be loaded. Request failed with status code 500"],
  ])("list: %j", (failure, text) => expect(listFailureText(failure)).toBe(text))

  it("export: a refusal while the caller's previous export runs shows the server's sentence", () => {
    const busy = new TooManyRequests({
      message: "Your previous export is still being prepared. Wait until it is ready, then try again.",
      retryAfterSeconds: 5,
    })
    expect(exportFailureText(busy)).toBe(
      "The export could not be created. Your previous export is still being prepared. Wait until it is ready, then try again.",
    )
  })

  it.each([
    [
      new TransportFailure({ status: 503, message: "Request failed with status code 503" }),
      "Service ticket #9 could not be loaded. Request failed with status code 503",
    ],
    [
      noAnswer,
      "Service ticket #9 could not be loaded. We could not reach the server. Please try again in a few minutes.",
    ],
  ])("detail: %j", (failure, text) => expect(detailFailureText(failure, 9)).toBe(text))

  it("sign-in: the server's message, or 'Unknown Error' with an explanation (status -1)", () => {
    expect(signInText(new Unauthorized({ message: "Invalid username or password" }))).toBe(
      "Invalid username or password",
    )
    expect(signInText(noAnswer)).toBe(
      "Unknown Error: we could not reach the server. Please try again in a few minutes.",
    )
  })

  it.each([
    ["Invalid username or password", 2, "2 attempts remaining"],
    ["Invalid username or password", 1, "1 attempt remaining"],
    ["Invalid username or password. 4 attempts remaining.", 4, null],
    ["Invalid username or password", null, null],
    // The right password of a deactivated account: its count was given back, no warning follows.
    [DEACTIVATED_SIGN_IN_MESSAGE, 5, null],
  ])("attempts after %j (%j)", (message, attempts, text) =>
    expect(attemptsText(new Unauthorized({ message }), attempts)).toBe(text),
  )

  it("download: 'Unable to download file' and the server's text or the error itself", () => {
    expect(downloadFailureText(new NotFound({ message: "File gone.txt was not found" }))).toBe(
      "Unable to download file File gone.txt was not found",
    )
    expect(downloadFailureText(noAnswer)).toBe("Unable to download file Unknown Error")
  })

  it("upload entries say why a file was not attached", () => {
    const entry = { id: "1", name: "a.pdf", size: 1, progress: 0 }
    expect(uploadEntryText({ ...entry, status: "rejected", problem: "empty" })).toBe(
      '"a.pdf" is empty and cannot be uploaded.',
    )
    expect(uploadEntryText({ ...entry, status: "failed", error: status500 })).toBe(
      'Unable to upload "a.pdf": Request failed with status code 500',
    )
    expect(uploadEntryText({ ...entry, status: "done" })).toBeUndefined()
  })

  it("an upload refused for its extension (415) and a bounded call (429) read as the server's sentence", () => {
    const refused = refusedExtensionText("invoicefdp.exe", "exe")
    const error = new UnsupportedMediaType({ message: refused })
    expect(
      uploadEntryText({ id: "2", name: "invoicefdp.exe", size: 2, progress: 0, status: "failed", error }),
    ).toBe(`Unable to upload "invoicefdp.exe": ${refused}`)
    const sentence = mailLimitText(MAIL_LIMITS.interest, 600)
    const bounded = new TooManyRequests({ message: sentence, retryAfterSeconds: 600 })
    expect(interestFailureText(bounded)).toBe(`Unable to submit request: ${sentence}`)
    expect(reasonText(bounded)).toBe(sentence)
  })

  it("the upload allowance (429) reads as the server's sentence in the attachments panel and the new-ticket form", () => {
    const sentence = mailLimitText(USAGE_LIMITS.upload, 720)
    const error = new TooManyRequests({ message: sentence, retryAfterSeconds: 720 })
    expect(
      uploadEntryText({ id: "3", name: "photo.jpg", size: 3, progress: 0, status: "failed", error }),
    ).toBe(
      'Unable to upload "photo.jpg": You can upload at most 60 files an hour. Please try again in 12 minutes.',
    )
    expect(createFailureText(error)).toBe(`The service ticket could not be created. ${sentence}`)
  })

  it("the export allowance (429) reads as the server's sentence under the export button", () => {
    const sentence = mailLimitText(USAGE_LIMITS.ticketExport, 1500)
    const error = new TooManyRequests({ message: sentence, retryAfterSeconds: 1500 })
    expect(exportFailureText(error)).toBe(
      "The export could not be created. You can start at most 10 ticket exports an hour. Please try again in 25 minutes.",
    )
  })
})

describe("pageLoadFailureText", () => {
  it("a role the page refuses reads as a page-level refusal, not the call's wording", () => {
    const refused = new Forbidden({ message: "This account's role may not use this call" })
    expect(pageLoadFailureText("The users could not be loaded.", refused)).toBe(NO_ACCESS_TEXT)
    expect(NO_ACCESS_TEXT).not.toContain("call")
  })

  it("other failures keep the lead-in and the reason", () => {
    expect(pageLoadFailureText("The users could not be loaded.", status500)).toBe(
      "The users could not be loaded. Request failed with status code 500",
    )
    expect(pageLoadFailureText("x", null)).toBeNull()
  })
})

describe("passwordSaveFailureText", () => {
  it("a link that died after it was opened gives the server's reason alone", () => {
    const dead = new NotFound({ message: "This link is not valid: it was already used" })
    expect(passwordSaveFailureText(dead)).toBe("This link is not valid: it was already used")
  })

  it("is the spec's sentence, with the unmet rules of a 400", () => {
    expect(passwordSaveFailureText(null)).toBeNull()
    expect(passwordSaveFailureText(new TransportFailure({ status: 500, message: "boom" }))).toBe(
      "Server Error - We could not set your password at this time, please try again.",
    )
    expect(
      passwordSaveFailureText(
        new BadRequest({ message: "Password is too weak: it needs a digit", field: "password" }),
      ),
    ).toBe(
      "Server Error - We could not set your password at this time, please try again. Password is too weak: it needs a digit",
    )
  })
})

describe("passwordChangeFailureText", () => {
  it("gives the user's refusals alone and other failures the spec's sentence", () => {
    expect(passwordChangeFailureText(null)).toBeNull()
    const wrong = passwordChangeMessages.currentWrong(3)
    expect(passwordChangeFailureText(new BadRequest({ message: wrong, field: "currentPassword" }))).toBe(
      wrong,
    )
    expect(passwordChangeFailureText(new AccountLocked({ message: "This account is locked" }))).toBe(
      "This account is locked",
    )
    expect(passwordChangeFailureText(new TransportFailure({ status: 500, message: "boom" }))).toBe(
      "Server Error - We could not set your password at this time, please try again.",
    )
  })
})
