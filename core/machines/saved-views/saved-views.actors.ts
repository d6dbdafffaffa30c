import { effectActor, withClient } from "../../runtime/actor-bridge.ts"
import type { PortalRuntime } from "../../runtime/portal-runtime.ts"
import { savedViewsMachine } from "./saved-views.machine.ts"

/** Live: GET, POST, PATCH and DELETE /v1/preferences/ticket-views. Start with no input. */
export const liveSavedViewsMachine = (runtime: PortalRuntime) =>
  savedViewsMachine.provide({
    actors: {
      listViews: effectActor(runtime, () => withClient((client) => client.tickets.views())),
      saveView: effectActor(runtime, (payload: { name: string; query: string }) =>
        withClient((client) => client.tickets.saveView({ payload })),
      ),
      renameView: effectActor(runtime, (input: { viewid: number; name: string }) =>
        withClient((client) =>
          client.tickets.renameView({ params: { viewid: input.viewid }, payload: { name: input.name } }),
        ),
      ),
      deleteView: effectActor(runtime, (input: { viewid: number }) =>
        withClient((client) => client.tickets.deleteView({ params: { viewid: input.viewid } })),
      ),
    },
  })
