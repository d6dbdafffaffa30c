import { useSelector } from "@xstate/react"
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { WHATS_NEW_SLIDES } from "../../../core/domain/notifications/whats-new.ts"
import type { whatsNewMachine } from "../../../core/machines/whats-new/whats-new.machine.ts"
import "../../styles/notifications.css"

/** The what's-new popup: two slides with back, forward and dots; its button goes to /dashboard. */
export default function WhatsNewDialog({ actor }: { actor: ActorRefFrom<typeof whatsNewMachine> }) {
  const slide = useSelector(actor, (s) => s.context.slide)
  const hiding = useSelector(actor, (s) => s.matches("hiding"))
  const current = WHATS_NEW_SLIDES[slide]!
  const last = WHATS_NEW_SLIDES.length - 1
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => (open ? undefined : actor.send({ type: "whatsNew.close" }))}
    >
      <Modal className="dialog-modal whats-new" data-hiding={hiding}>
        <Dialog className="dialog" aria-label="What's new">
          <p className="whats-new-kicker">What's new</p>
          <Heading slot="title">{current.title}</Heading>
          <p>{current.body}</p>
          <fieldset className="whats-new-dots">
            <legend className="visually-hidden">Slides</legend>
            {WHATS_NEW_SLIDES.map((s, i) => (
              <button
                key={s.title}
                type="button"
                className="whats-new-dot"
                aria-label={`Slide ${i + 1} of ${WHATS_NEW_SLIDES.length}`}
                aria-current={i === slide}
                onClick={() => actor.send({ type: "whatsNew.goTo", slide: i })}
              />
            ))}
          </fieldset>
          <div className="dialog-actions">
            <Button
              className="button button-secondary"
              isDisabled={slide === 0}
              onPress={() => actor.send({ type: "whatsNew.back" })}
            >
              Back
            </Button>
            {slide < last ? (
              <Button className="button button-primary" onPress={() => actor.send({ type: "whatsNew.next" })}>
                Next
              </Button>
            ) : (
              <Button
                className="button button-primary"
                onPress={() => actor.send({ type: "whatsNew.dashboard" })}
              >
                Go to the dashboard
              </Button>
            )}
            <Button
              className="button button-secondary"
              onPress={() => actor.send({ type: "whatsNew.close" })}
            >
              Close
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
