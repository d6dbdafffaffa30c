import { Effect } from "effect"
import {
  attachmentMessages,
  MAX_ATTACHMENT_BYTES,
  refusedExtensionOf,
  refusedExtensionText,
} from "../../core/domain/tickets/attachments.ts"
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from "../../core/schema/errors.ts"
import { sanitizeFileName } from "./file-names.ts"

/**
 * The sanitised name of a file that may be uploaded (a usable name whose extension, checked on the
 * sanitised name, is not refused: 415 with the reason), before any of its bytes are read.
 */
export const checkedName = (filename: string, refused: ReadonlyArray<string>) => {
  const name = sanitizeFileName(filename)
  if (name === undefined)
    return Effect.fail(
      new BadRequest({ message: `"${filename}" is not a usable file name`, field: "filename" }),
    )
  const extension = refusedExtensionOf(name, refused)
  if (extension !== undefined)
    return Effect.fail(new UnsupportedMediaType({ message: refusedExtensionText(name, extension) }))
  return Effect.succeed(name)
}

/** 413 naming the file once its bytes pass the attachment limit. */
export const fileTooLarge = (name: string) =>
  new PayloadTooLarge({ message: attachmentMessages.tooLarge(name), limitBytes: MAX_ATTACHMENT_BYTES })

/** The size rules on a file's bytes: not empty (400 on `field`), not over the limit (413). */
export const checkedSize = (name: string, size: number, field: string) => {
  if (size === 0) return Effect.fail(new BadRequest({ message: attachmentMessages.empty(name), field }))
  if (size > MAX_ATTACHMENT_BYTES) return Effect.fail(fileTooLarge(name))
  return Effect.void
}

/** The sanitised name of an upload that is neither empty nor over the limit, nor of a refused type. */
export const checkedUpload = (filename: string, bytes: Uint8Array, refused: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const name = yield* checkedName(filename, refused)
    yield* checkedSize(name, bytes.length, "body")
    return name
  })
