import { type FormErrors, messages } from "./rules.ts"

/**
 * When a form's errors change, the same in every form (spec section 5): validation runs on blur,
 * change and model update, not on input. A form keeps the errors of its last check: typing leaves
 * them as they are, leaving a field (blur) or choosing in it (change) checks that field, and a
 * submit, or values set by the program (model update), check every field.
 */
export type FormCheckEvent<K extends string> =
  | { readonly type: "input" }
  | { readonly type: "blur"; readonly field: K }
  | { readonly type: "change"; readonly field: K }
  | { readonly type: "submit" }
  | { readonly type: "modelUpdate" }

/**
 * The errors a form shows after `event`: `shown` are those it showed before, `current` the errors
 * of its values now (its rules' output: `validateForm`, a domain's refusals).
 */
export const checkedErrors = <K extends string>(
  shown: FormErrors<K>,
  event: FormCheckEvent<K>,
  current: FormErrors<K>,
): FormErrors<K> => {
  switch (event.type) {
    case "input":
      return shown
    case "blur":
    case "change": {
      const next: FormErrors<K> = { ...shown }
      const now = current[event.field]
      if (now === undefined) delete next[event.field]
      else next[event.field] = now
      return next
    }
    case "submit":
    case "modelUpdate":
      return current
  }
}

/**
 * What a field says when the server refused it: the server's sentence, or the spec's default
 * message '{field} is not valid.' when the refusal named the field without one.
 */
export const refusalText = (label: string, message: string | undefined): string =>
  message !== undefined && message.trim() !== "" ? message : messages.notValid(label)
