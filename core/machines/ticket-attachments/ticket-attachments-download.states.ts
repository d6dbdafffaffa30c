import { assign, enqueueActions } from "xstate"
import { announce } from "../shared/announce.ts"
import { failureOf } from "../shared/provided-by-runtime.ts"
import { attachmentsSetup, downloadFile } from "./ticket-attachments.setup.ts"

/** Downloads one file at a time; a new download replaces one still running. The bytes go to the host. */
export const downloadRegion = attachmentsSetup.createStateConfig({
  initial: "idle",
  states: {
    idle: { entry: assign({ downloading: null }) },
    downloading: {
      invoke: {
        src: "downloadFile",
        input: ({ context }) => ({ file: context.downloading! }),
        onDone: {
          target: "idle",
          actions: enqueueActions(({ context, enqueue, event, self }) =>
            announce(enqueue, self, {
              type: "attachment.downloaded",
              file: context.downloading!,
              data: event.output,
            }),
          ),
        },
        onError: {
          target: "idle",
          actions: assign({ downloadError: ({ event }) => failureOf(downloadFile, event) }),
        },
      },
    },
  },
  on: {
    "attachment.download": {
      target: ".downloading",
      reenter: true,
      actions: assign({ downloading: ({ event }) => event.file, downloadError: null }),
    },
    "attachment.downloadDismiss": { actions: assign({ downloadError: null }) },
  },
})
