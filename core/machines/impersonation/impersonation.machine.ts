import { assign, sendParent, setup } from "xstate"
import { impersonationEndTarget } from "../../domain/admin/impersonation-end.ts"
import { DASHBOARD_PATH } from "../../domain/routes.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  EndFailure,
  ImpersonationContext,
  ImpersonationEvent,
  LoginResult,
  Session,
  StartFailure,
} from "./impersonation.types.ts"

const startImpersonation = providedByRuntime<LoginResult, { userID: number }, StartFailure>(
  "startImpersonation",
)
const endImpersonation = providedByRuntime<LoginResult, void, EndFailure>("endImpersonation")

const toSession = (result: LoginResult): Session => ({
  sessionID: result.sessionID,
  userID: result.userID,
  isImpersonation: result.isImpersonation,
})

/**
 * Staff viewing the portal as another user (spec sections 2 and 4; design card). Start and end
 * each go through loading, then success, and replace the session through the auth machine that
 * invokes this one. Ending also clears the view data (`clearViewData`: dashboard, insight and
 * agreement data, ticket filters, search and status) and goes to the redirect target, else the page
 * the start was sent from (`startedFrom`), else the dashboard (`goTo`, reloading when already there). A failure clears the loading flag and is logged
 * (`logFailure`). Hosts provide the actors and the three actions.
 */
export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
  },
  actors: { startImpersonation, endImpersonation },
  actions: {
    /** Replaces the parent's (the auth machine's) session: it stores it and reloads the user. */
    replaceSession: sendParent((_, params: { session: Session }) => ({
      type: "auth.sessionReplaced" as const,
      session: params.session,
    })),
    clearViewData: () => {},
    goTo: (_, _params: { path: string; reload: boolean }) => {},
    logFailure: (_, _params: { action: "start" | "end"; failure: unknown }) => {},
  },
}).createMachine({
  id: "impersonation",
  context: { loading: false, error: null, failedAction: null, endTarget: null },
  initial: "none",
  states: {
    none: { tags: ["none"], on: { "impersonation.start": "starting", "impersonation.end": "ending" } },
    starting: {
      tags: ["loading"],
      entry: assign({
        loading: true,
        error: null,
        failedAction: null,
        startedFrom: ({ event }) => (event.type === "impersonation.start" ? event.from : undefined),
      }),
      invoke: {
        src: "startImpersonation",
        input: ({ event }) => ({ userID: event.type === "impersonation.start" ? event.userID : 0 }),
        onDone: {
          target: "success",
          actions: [
            { type: "replaceSession", params: ({ event }) => ({ session: toSession(event.output) }) },
            assign({ loading: false }),
            // The viewed user lands on their dashboard (the page shown may be closed to them, /admin).
            { type: "goTo", params: { path: DASHBOARD_PATH, reload: false } },
          ],
        },
        onError: {
          target: "none",
          actions: [
            assign({
              loading: false,
              failedAction: "start",
              error: ({ event }) => failureOf(startImpersonation, event),
            }),
            { type: "logFailure", params: ({ event }) => ({ action: "start", failure: event.error }) },
          ],
        },
      },
    },
    ending: {
      tags: ["loading"],
      entry: assign({
        loading: true,
        error: null,
        failedAction: null,
        endTarget: ({ context, event }) =>
          event.type === "impersonation.end"
            ? impersonationEndTarget(event.redirect ?? context.startedFrom ?? null, event.currentPath)
            : null,
      }),
      invoke: {
        src: "endImpersonation",
        onDone: {
          target: "success",
          actions: [
            { type: "replaceSession", params: ({ event }) => ({ session: toSession(event.output) }) },
            "clearViewData",
            assign({ loading: false }),
            {
              type: "goTo",
              params: ({ context }) => context.endTarget ?? { path: "/dashboard", reload: false },
            },
          ],
        },
        onError: {
          target: "none",
          actions: [
            assign({
              loading: false,
              failedAction: "end",
              error: ({ event }) => failureOf(endImpersonation, event),
            }),
            { type: "logFailure", params: ({ event }) => ({ action: "end", failure: event.error }) },
          ],
        },
      },
    },
    // A start or end sent while one runs is ignored: the loading bar says one is under way.
    success: { tags: ["success"], on: { "impersonation.start": "starting", "impersonation.end": "ending" } },
  },
})
