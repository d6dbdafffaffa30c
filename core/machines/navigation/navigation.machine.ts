import { assign, fromPromise, setup } from "xstate"
import { countAfterTicketCreated, togglePanelMode, ZERO_COUNTS } from "../../domain/navigation.ts"
import { describeError } from "../../runtime/errors.ts"
import type {
  AccountTeamMember,
  NavigationAgreement,
  NavigationContext,
  NavigationData,
  NavigationEvent,
  NavigationInput,
} from "./navigation.types.ts"

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`navigation actor '${name}' not provided`))

/**
 * Side navigation: loads GET /v1/leftmenu (counts, policy flag, agreements), then the account
 * team; tracks panel mode and the unread dot. Region `menu` holds the request, `policy` the
 * policy confirmation. Hosts provide the actors with `makeNavigationActors(runtime)`.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput,
  },
  actors: {
    fetchLeftMenu: fromPromise<NavigationData, void>(notProvided("fetchLeftMenu")),
    fetchAccountTeam: fromPromise<
      ReadonlyArray<AccountTeamMember>,
      { agreements: ReadonlyArray<NavigationAgreement> }
    >(notProvided("fetchAccountTeam")),
    confirmPolicy: fromPromise<void, void>(notProvided("confirmPolicy")),
  },
  actions: {
    assignLoading: assign({ status: "loading" as const, error: null }),
  },
}).createMachine({
  id: "navigation",
  context: ({ input }) => ({
    status: "loading",
    data: null,
    counts: ZERO_COUNTS,
    viewedPolicy: false,
    mode: input.mode ?? "open",
    accountTeam: [],
    hasUnreadNotifications: false,
    error: null,
  }),
  type: "parallel",
  on: {
    "nav.toggle": { actions: assign({ mode: ({ context }) => togglePanelMode(context.mode) }) },
    "nav.setMode": { actions: assign({ mode: ({ event }) => event.mode }) },
    "nav.unreadChanged": { actions: assign({ hasUnreadNotifications: ({ event }) => event.hasUnread }) },
    "nav.ticketCreated": {
      actions: assign({ counts: ({ context }) => countAfterTicketCreated(context.counts) }),
    },
  },
  states: {
    menu: {
      initial: "loading",
      states: {
        loading: {
          tags: ["loading"],
          entry: "assignLoading",
          invoke: {
            src: "fetchLeftMenu",
            onDone: {
              target: "loadingTeam",
              actions: assign(({ event }) => ({
                status: "none" as const,
                data: event.output,
                counts: { open: event.output.totalOpen, closed: event.output.totalClosed },
                viewedPolicy: event.output.viewedPolicy,
              })),
            },
            onError: {
              target: "failed",
              actions: assign(({ event }) => ({
                status: "error" as const,
                counts: ZERO_COUNTS,
                error: describeError(event.error),
              })),
            },
          },
        },
        loadingTeam: {
          invoke: {
            src: "fetchAccountTeam",
            input: ({ context }) => ({ agreements: context.data?.Agreements ?? [] }),
            onDone: { target: "idle", actions: assign({ accountTeam: ({ event }) => event.output }) },
            onError: { target: "idle", actions: assign({ accountTeam: [] }) },
          },
        },
        idle: {},
        failed: { tags: ["error"] },
      },
      on: { "nav.refresh": { target: ".loading" } },
    },
    policy: {
      initial: "idle",
      states: {
        idle: { on: { "nav.policyAccepted": { target: "confirming" } } },
        confirming: {
          invoke: {
            src: "confirmPolicy",
            onDone: { target: "idle", actions: assign({ viewedPolicy: true }) },
            onError: {
              target: "idle",
              actions: assign({ error: ({ event }) => describeError(event.error) }),
            },
          },
        },
      },
    },
  },
})
