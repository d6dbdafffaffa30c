import { assign, setup } from "xstate"
import {
  countAfterTicketClosed,
  countAfterTicketCreated,
  togglePanelMode,
  ZERO_COUNTS,
} from "../../domain/navigation.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import type {
  AccountTeamMember,
  NavigationAgreement,
  NavigationContext,
  NavigationData,
  NavigationEvent,
  NavigationInput,
  LeftMenuFailure,
  PolicyFailure,
} from "./navigation.types.ts"

const fetchLeftMenu = providedByRuntime<NavigationData, void, LeftMenuFailure>("fetchLeftMenu")
const confirmPolicy = providedByRuntime<void, void, PolicyFailure>("confirmPolicy")

/**
 * Side navigation: loads GET /v1/leftmenu (counts, policy flag, agreements), then the account
 * team; tracks panel mode and the unread dot. Region `menu` holds the request, `policy` the
 * policy confirmation, `contact` the contact confirmation's outcome: `nav.phoneSaved` (sent by the
 * contact prompt machine) puts the saved number in `data` at once and requests the left menu again
 * without clearing `data` and without a cache to skip (spec section 7: clear false, force true);
 * `contact.saved` keeps the prompt's done message open until `nav.contactClose`. Hosts provide the
 * actors with `makeNavigationActors(runtime)`.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
    input: {} as NavigationInput,
  },
  actors: {
    fetchLeftMenu,
    // Never fails: a failed lookup only drops that member.
    fetchAccountTeam: providedByRuntime<
      ReadonlyArray<AccountTeamMember>,
      { agreements: ReadonlyArray<NavigationAgreement> }
    >("fetchAccountTeam"),
    confirmPolicy,
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
    "nav.ticketClosed": {
      actions: assign({ counts: ({ context }) => countAfterTicketClosed(context.counts) }),
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
                error: failureOf(fetchLeftMenu, event),
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
      on: { "nav.refresh": { target: ".loading" }, "nav.phoneSaved": { target: ".loading" } },
    },
    contact: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "nav.phoneSaved": {
              target: "saved",
              actions: assign({
                data: ({ context, event }) =>
                  context.data === null ? null : { ...context.data, phonenumber: event.phonenumber },
              }),
            },
          },
        },
        saved: { on: { "nav.contactClose": { target: "idle" } } },
      },
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
              actions: assign({ error: ({ event }) => failureOf(confirmPolicy, event) }),
            },
          },
        },
      },
    },
  },
})
