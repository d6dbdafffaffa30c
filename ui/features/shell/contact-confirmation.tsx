import { useSelector } from "@xstate/react"
import { useState } from "react"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import { contactTexts } from "../../../core/domain/profile/contact-prompt.ts"
import { phoneProblemText } from "../../../core/domain/validation/phone.ts"
import { PhoneInput } from "../../components/phone-input.tsx"
import { usePhoneMachine } from "../../lib/use-phone-machine.ts"
import { contactPromptPhone } from "./contact-prompt-ref.ts"
import type { NavigationRef } from "./shell-actors.ts"

interface ContactConfirmationProps {
  readonly nav: NavigationRef
  /** The signed-in user's own id: the only record it saves to. */
  readonly userId: number
  readonly phonenumber: string | null
}

/**
 * 'Please confirm your contact info' (spec sections 2, 4 and 8), over the contact prompt machine and
 * its phone confirmation child. The save is PATCH /v1/user/:id with `{ phonenumber }` on the user's
 * own id; the prompt machine then tells the navigation machine, which takes the number and reloads
 * its data at once. The form is hidden; 'Continue' closes the done message.
 */
export default function ContactConfirmation({ nav, userId, phonenumber }: ContactConfirmationProps) {
  const prompt = usePhoneMachine("contactPrompt", { input: { userId, phonenumber, navigation: nav } })
  // The child stops once it saved: keep its ref for the renders after that.
  const [machine] = useState(() => contactPromptPhone(prompt))
  const phone = useSelector(machine, (s) => s.context.phone)
  const failed = useSelector(machine, (s) => s.context.error !== null)
  const done = useSelector(prompt, (s) => s.matches("saved"))
  const submitting = useSelector(machine, (s) => s.matches("submitting"))
  const problem = phone.checked && !phone.check.valid ? phoneProblemText(phone.check.problem) : null
  return (
    <PortalDialog title={contactTexts.title} isOpen className="contact-dialog">
      {done ? (
        <>
          <p role="status">{contactTexts.done}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => nav.send({ type: "nav.contactClose" })}
            >
              Continue
            </button>
          </div>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            prompt.send({ type: "phone.submit" })
          }}
        >
          <p>{contactTexts.body}</p>
          <label htmlFor="contact-phone" className="visually-hidden">
            {contactTexts.placeholder}
          </label>
          <PhoneInput
            id="contact-phone"
            state={phone}
            onEvent={(event) => prompt.send(event)}
            disabled={submitting}
            describedBy="contact-phone-error"
            invalid={problem !== null}
          />
          <p id="contact-phone-error" className="field-error contact-error">
            {problem}
          </p>
          {failed ? (
            <div role="alert" className="alert-error">
              <strong>{contactTexts.errorTitle}</strong>
              <p>{contactTexts.saveFailed}</p>
            </div>
          ) : null}
          <div className="dialog-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={submitting || !phone.check.valid}
            >
              {contactTexts.submit}
            </button>
          </div>
        </form>
      )}
    </PortalDialog>
  )
}
