import { useSelector } from "@xstate/react"
import { ACCOUNT_TEAM_CONTACT_TEXTS } from "../../../core/domain/account-team-contact.ts"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { accountTeamContactFailureText } from "../../lib/failure-messages.ts"

/**
 * The customer's request that their account team get in touch, under the team in the navigation:
 * a button until sent, then the sentence (kept until logout). The machine holds the rule of once a
 * session; a failure shows beside the button, which stays for another try.
 */
export function AccountTeamContact() {
  const contact = usePortalMachine("accountTeamContact")
  const sent = useSelector(contact, (s) => s.matches("sent"))
  const sending = useSelector(contact, (s) => s.matches("sending"))
  const error = useSelector(contact, (s) => accountTeamContactFailureText(s.context.error))
  if (sent)
    return (
      <p className="team-contact team-contact-sent" role="status">
        {ACCOUNT_TEAM_CONTACT_TEXTS.sent}
      </p>
    )
  return (
    <div className="team-contact">
      <button
        type="button"
        className="button button-secondary team-contact-button"
        disabled={sending}
        onClick={() => contact.send({ type: "team.contact" })}
      >
        {ACCOUNT_TEAM_CONTACT_TEXTS.button}
      </button>
      {error === null ? null : (
        <p className="team-contact-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
