import { useSelector } from "@xstate/react"
import { useState } from "react"
import {
  Button,
  Dialog,
  Heading,
  Modal,
  ModalOverlay,
  TextArea,
  TextField,
  Label,
} from "react-aria-components"
import { INTEREST_MESSAGE_MAX, type InterestRequest } from "../../../core/schema/notification.ts"
import { interestFailureText } from "../../lib/failure-messages.ts"
import { PortalDialog } from "../../components/portal-dialog.tsx"
import { usePortalMachine } from "../../lib/use-portal-machine.ts"
import { APPS, type AppCard } from "./apps.ts"
import "../../styles/notifications.css"

/** `/monitoring` ('Apps + Integrations'): monitoring and integration cards with interest dialogs. */
export default function MonitoringScreen() {
  const actor = usePortalMachine("interest")
  const [chosen, setChosen] = useState<AppCard | null>(null)
  const [message, setMessage] = useState("")
  const state = useSelector(actor, (s) => s.value as string)
  const error = useSelector(actor, (s) => s.context.error)
  const close = () => {
    setChosen(null)
    setMessage("")
    actor.send({ type: "interest.reset" })
  }
  const submit = () => {
    if (!chosen) return
    const request: InterestRequest = { key: chosen.key, product: chosen.name, message }
    actor.send({ type: "interest.submit", request })
  }
  const failedIntegration = state === "failed" && chosen?.key === "interested-integration"
  return (
    <section className="page apps-screen" aria-labelledby="apps-title">
      <h1 id="apps-title">Apps + Integrations</h1>
      {(["interested-monitoring", "interested-integration"] as const).map((key) => (
        <section key={key} aria-labelledby={`${key}-title`}>
          <h2 id={`${key}-title`}>{key === "interested-monitoring" ? "Monitoring" : "Integrations"}</h2>
          <ul className="app-cards">
            {APPS.filter((a) => a.key === key).map((a) => (
              <li key={a.name} className="app-card">
                <h3>{a.name}</h3>
                <p>{a.description}</p>
                <button type="button" className="button button-primary" onClick={() => setChosen(a)}>
                  I'm interested<span className="visually-hidden"> in {a.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <PortalDialog
        title={chosen?.key === "interested-monitoring" ? "Monitoring interest" : "Integration interest"}
        isOpen={chosen !== null && !failedIntegration}
        isDismissable
        onClose={close}
      >
        {state === "sent" ? (
          <p role="status">Thank you. Your account team will contact you about {chosen?.name}.</p>
        ) : (
          <>
            <p>Tell your account team you are interested in {chosen?.name}.</p>
            {state === "failed" && error ? (
              <div role="alert" className="alert-error">
                {interestFailureText(error)}
              </div>
            ) : null}
            <TextField
              className="field"
              value={message}
              onChange={setMessage}
              maxLength={INTEREST_MESSAGE_MAX}
            >
              <Label>Message (optional)</Label>
              <TextArea rows={3} />
            </TextField>
          </>
        )}
        <div className="dialog-actions">
          <Button className="button button-secondary" onPress={close}>
            {state === "sent" ? "Close" : "Cancel"}
          </Button>
          {state === "sent" ? null : (
            <Button className="button button-primary" isDisabled={state === "submitting"} onPress={submit}>
              {state === "submitting" ? "Submitting..." : "Submit"}
            </Button>
          )}
        </div>
      </PortalDialog>
      <ModalOverlay
        className="dialog-overlay"
        isOpen={failedIntegration}
        isDismissable
        onOpenChange={(o) => (o ? undefined : close())}
      >
        <Modal className="dialog-modal">
          <Dialog role="alertdialog" className="dialog">
            <Heading slot="title">Error submitting request</Heading>
            <p>{error ? interestFailureText(error) : "Unable to submit request"}</p>
            <div className="dialog-actions">
              <Button className="button button-primary" autoFocus onPress={close}>
                OK
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </section>
  )
}
