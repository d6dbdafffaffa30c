import { assign, setup } from "xstate"
import { newestFirst } from "../../domain/tickets/activity.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { TicketFile, TicketFiles } from "../../schema/document.ts"
import type { TicketActivity, TicketDetail, TicketItem } from "../../schema/ticket.ts"
import { isMissingRecord } from "../shared/missing-record.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/** Failures of GET /v1/ticket/:ticketid and of GET /v1/viewall/ticket/:ticketid. */
export type TicketFailure = EndpointFailure<"tickets", "ticket">
export type TicketFilesFailure = EndpointFailure<"tickets", "files">

export interface TicketDetailContext {
  readonly ticketId: number
  readonly ticket: TicketDetail | null
  readonly activities: ReadonlyArray<TicketActivity>
  readonly files: ReadonlyArray<TicketFile>
  readonly loaded: { readonly ticket: boolean; readonly files: boolean }
  /** Why the ticket call failed; faces map it to text. */
  readonly error: TicketFailure | null
  /** Why the files call failed; the ticket still shows. */
  readonly filesError: TicketFilesFailure | null
  /** A live change arrived during a refresh: read once more when it is done. */
  readonly refreshAgain: boolean
  /** Activities the last live refresh brought (others' comments, files, status), for the screen to say. */
  readonly refreshNews: { readonly before: number; readonly added: number }
}

export type TicketDetailEvent =
  | { readonly type: "detail.load"; readonly ticketId: number }
  | { readonly type: "detail.reload" }
  | { readonly type: "detail.filesReload" }
  /** Read the ticket and its files again in place (a live change): no loading state, nothing cleared. */
  | { readonly type: "detail.refresh" }
  | { readonly type: "detail.activityAdded"; readonly activity: TicketActivity }

export interface TicketDetailInput {
  readonly ticketId: number
}

/** Input of `fetchTicket` (GET /v1/ticket/:ticketid) and `fetchFiles` (GET /v1/viewall/ticket/:ticketid). */
export interface TicketIdInput {
  readonly ticketId: number
}

const fetchTicket = providedByRuntime<TicketItem, TicketIdInput, TicketFailure>("fetchTicket")
const fetchFiles = providedByRuntime<TicketFiles, TicketIdInput, TicketFilesFailure>("fetchFiles")

const assignTicket = {
  type: "assignTicket",
  params: ({ event }: { event: { output: TicketItem } }) => ({ item: event.output.item }),
} as const
const assignFiles = {
  type: "assignFiles",
  params: ({ event }: { event: { output: TicketFiles } }) => ({ files: event.output.files }),
} as const
const assignFilesError = {
  type: "assignFilesError",
  params: ({ event }: { event: { error: unknown } }) => ({ error: failureOf(fetchFiles, event) }),
} as const

/**
 * Ticket detail: loads the ticket (with its activity history, newest first) and its files side by
 * side; a ticket the server does not have for the caller ends in `notFound`, other failures in `error`.
 */
export const ticketDetailMachine = setup({
  types: {} as { context: TicketDetailContext; events: TicketDetailEvent; input: TicketDetailInput },
  actors: {
    fetchTicket,
    fetchFiles,
  },
  guards: {
    isMissingRecord,
    hasFilesLoaded: ({ context }) => context.loaded.files,
    hasTicketLoaded: ({ context }) => context.loaded.ticket,
    isRefreshAsked: ({ context }) => context.refreshAgain,
  },
  actions: {
    startLoading: assign({ loaded: { ticket: false, files: false }, error: null, filesError: null }),
    // What the ticket held before a live refresh (a read again for a change during it keeps it).
    startRefresh: assign({ refreshNews: ({ context }) => ({ before: context.activities.length, added: 0 }) }),
    assignTicket: assign(({ context }, params: { item: TicketDetail }) => ({
      ticket: params.item,
      activities: newestFirst(params.item.activities ?? []),
      loaded: { ...context.loaded, ticket: true },
    })),
    assignFiles: assign(({ context }, params: { files: ReadonlyArray<TicketFile> }) => ({
      files: params.files,
      filesError: null,
      loaded: { ...context.loaded, files: true },
    })),
    assignFilesError: assign(({ context }, params: { error: TicketFilesFailure }) => ({
      filesError: params.error,
      loaded: { ...context.loaded, files: true },
    })),
  },
}).createMachine({
  id: "ticketDetail",
  context: ({ input }) => ({
    ticketId: input.ticketId,
    ticket: null,
    activities: [],
    files: [],
    loaded: { ticket: false, files: false },
    error: null,
    filesError: null,
    refreshAgain: false,
    refreshNews: { before: 0, added: 0 },
  }),
  initial: "loading",
  on: {
    "detail.load": {
      target: ".loading",
      reenter: true,
      actions: assign({ ticketId: ({ event }) => event.ticketId, ticket: null, activities: [], files: [] }),
    },
    "detail.reload": { target: ".loading", reenter: true },
    "detail.activityAdded": {
      actions: assign({
        activities: ({ context, event }) => newestFirst([...context.activities, event.activity]),
      }),
    },
  },
  states: {
    loading: {
      entry: "startLoading",
      invoke: [
        {
          src: "fetchTicket",
          input: ({ context }) => ({ ticketId: context.ticketId }),
          onDone: [
            { guard: "hasFilesLoaded", target: "none", actions: assignTicket },
            { actions: assignTicket },
          ],
          onError: [
            {
              guard: "isMissingRecord",
              target: "notFound",
              actions: assign({ error: ({ event }) => failureOf(fetchTicket, event) }),
            },
            { target: "error", actions: assign({ error: ({ event }) => failureOf(fetchTicket, event) }) },
          ],
        },
        {
          src: "fetchFiles",
          input: ({ context }) => ({ ticketId: context.ticketId }),
          onDone: [
            { guard: "hasTicketLoaded", target: "none", actions: assignFiles },
            { actions: assignFiles },
          ],
          onError: [
            { guard: "hasTicketLoaded", target: "none", actions: assignFilesError },
            { actions: assignFilesError },
          ],
        },
      ],
    },
    none: {
      on: {
        "detail.filesReload": { target: "reloadingFiles" },
        "detail.refresh": { target: "refreshing", actions: "startRefresh" },
      },
    },
    reloadingFiles: {
      on: { "detail.refresh": { target: "refreshing", actions: "startRefresh" } },
      invoke: {
        src: "fetchFiles",
        input: ({ context }) => ({ ticketId: context.ticketId }),
        onDone: { target: "none", actions: assignFiles },
        onError: { target: "none", actions: assignFilesError },
      },
    },
    /**
     * The ticket and its files read again while the screen keeps showing them; a failure keeps
     * what was shown. Another change meanwhile reads again once this read is done.
     */
    refreshing: {
      type: "parallel",
      exit: assign({
        refreshNews: ({ context }) => ({
          before: context.refreshNews.before,
          added: Math.max(0, context.activities.length - context.refreshNews.before),
        }),
      }),
      on: { "detail.refresh": { actions: assign({ refreshAgain: true }) } },
      states: {
        ticket: {
          initial: "reading",
          states: {
            reading: {
              invoke: {
                src: "fetchTicket",
                input: ({ context }) => ({ ticketId: context.ticketId }),
                onDone: { target: "read", actions: assignTicket },
                onError: { target: "read" },
              },
            },
            read: { type: "final" },
          },
        },
        files: {
          initial: "reading",
          states: {
            reading: {
              invoke: {
                src: "fetchFiles",
                input: ({ context }) => ({ ticketId: context.ticketId }),
                onDone: { target: "read", actions: assignFiles },
                onError: { target: "read" },
              },
            },
            read: { type: "final" },
          },
        },
      },
      onDone: [
        {
          guard: "isRefreshAsked",
          target: "refreshing",
          reenter: true,
          actions: assign({ refreshAgain: false }),
        },
        { target: "none" },
      ],
    },
    error: {},
    /** The server has no such ticket for the caller (404/403): a not-found screen, no retry. */
    notFound: {},
  },
})
