import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from "react-aria-components"
import { toastQueue } from "../lib/toasts.ts"
import { Icon } from "./icons.tsx"

/** Where toasts appear (bottom right; full width on small screens). Mounted once by the app. */
export function ToastRegionHost() {
  return (
    <ToastRegion queue={toastQueue} className="toast-region" aria-label="Status messages">
      {({ toast }) => (
        <Toast toast={toast} className="toast" data-tone={toast.content.tone}>
          <ToastContent className="toast-content">
            <Text slot="title" className="toast-title">
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className="toast-description">
                {toast.content.description}
              </Text>
            ) : null}
          </ToastContent>
          <Button slot="close" className="icon-button toast-close" aria-label="Dismiss">
            <Icon name="close" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  )
}
