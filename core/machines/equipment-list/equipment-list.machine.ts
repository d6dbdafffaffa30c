import { assign, setup } from "xstate"
import {
  DEFAULT_EQUIPMENT_COLUMNS,
  type EquipmentColumn,
  normalizeColumns,
} from "../../domain/equipment/fields.ts"
import { DEFAULT_EQUIPMENT_LIST_PARAMS, type EquipmentListParams } from "../../domain/equipment/list-url.ts"
import { lastPage } from "../../domain/lists/paging.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Equipment, EquipmentColumns, EquipmentList } from "../../schema/equipment.ts"
import {
  buildEquipmentListQuery,
  type EquipmentListQuery,
  equipmentListRequestKey,
} from "../../schema/equipment-list-query.ts"
import type { SalesforceAccount } from "../../schema/agreement.ts"
import { type AccountsFailure, fetchAccounts } from "../shared/accounts.ts"
import {
  type AgreementChoice,
  agreementsOfAccount,
  type LocationChoice,
  locationsOfAccount,
} from "../../domain/equipment/agreement-choices.ts"
import { NO_RESULTS, type PagedResults, pagedListGuards } from "../shared/paged-list.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { type EquipmentListEvent, nextEquipmentListParams } from "./equipment-list.events.ts"

export type { EquipmentListEvent } from "./equipment-list.events.ts"

export type EquipmentListFailure = EndpointFailure<"equipment", "list">
export type ColumnsFailure = EndpointFailure<"equipment", "saveColumns">

/** The parameters, the last request (its key: `equipmentListRequestKey`), columns and choices. */
export interface EquipmentListContext
  extends EquipmentListParams,
    PagedResults<Equipment, EquipmentListFailure> {
  /** The visible columns: the user's choice kept on the server, the defaults until it has loaded. */
  readonly columns: ReadonlyArray<EquipmentColumn>
  /** Why loading or saving the column choice failed (the list still shows). */
  readonly columnsError: ColumnsFailure | null
  /** The stored choice has been read (or failed to be). */
  readonly columnsLoaded: boolean
  /** Null until loaded (or when loading failed: the filters then offer what the URL holds). */
  readonly options: EquipmentFilterOptions | null
  /** Staff and sales reps choose a customer account (spec section 2, account lookup input). */
  readonly chooseAccount: boolean
  /** The accounts to choose from (empty unless `chooseAccount`). */
  readonly accounts: ReadonlyArray<SalesforceAccount>
  readonly accountsError: AccountsFailure | null
}

/**
 * Choices of the filters: the caller's active agreements (each with its account; the filter offers
 * the chosen account's, `agreementChoices`), the locations they cover (each with its agreements;
 * the filter offers the chosen account's, `locationChoices`), OEMs and SLAs.
 */
export interface EquipmentFilterOptions {
  readonly agreements: ReadonlyArray<AgreementChoice>
  readonly locations: ReadonlyArray<LocationChoice>
  readonly oems: ReadonlyArray<string>
  readonly slas: ReadonlyArray<string>
}

export type OptionsFailure =
  | EndpointFailure<"equipment", "oem">
  | EndpointFailure<"equipment", "sla">
  | EndpointFailure<"shell", "agreements">
  | EndpointFailure<"shell", "contracts">

export interface EquipmentListInput {
  readonly params?: Partial<EquipmentListParams>
  readonly chooseAccount?: boolean
}

export interface FetchEquipmentPageInput {
  readonly query: EquipmentListQuery
}

/** Debounce of search typing (spec section 9). */
export const EQUIPMENT_SEARCH_DEBOUNCE_MS = 300

const fetchPage = providedByRuntime<EquipmentList, FetchEquipmentPageInput, EquipmentListFailure>("fetchPage")
const fetchColumns = providedByRuntime<EquipmentColumns, void, ColumnsFailure>("fetchColumns")
const saveColumns = providedByRuntime<EquipmentColumns, EquipmentColumns, ColumnsFailure>("saveColumns")
const fetchOptions = providedByRuntime<EquipmentFilterOptions, void, OptionsFailure>("fetchOptions")
const fetchLocations = providedByRuntime<
  EquipmentFilterOptions["locations"],
  { agreementids: ReadonlyArray<number> },
  OptionsFailure
>("fetchLocations")

const queryOf = (context: EquipmentListContext) => buildEquipmentListQuery(context)

/**
 * Equipment list: the ticket list's paging, sort and cache rules with the equipment defaults (page
 * size 50, description ascending, the default filter of spec section 9), beside the column choice,
 * which loads from the server at start and is saved there on each change.
 */
export const equipmentListMachine = setup({
  types: {} as {
    context: EquipmentListContext
    events: EquipmentListEvent
    input: EquipmentListInput | undefined
  },
  actors: { fetchPage, fetchColumns, saveColumns, fetchOptions, fetchLocations, fetchAccounts },
  delays: { searchDebounce: EQUIPMENT_SEARCH_DEBOUNCE_MS },
  guards: {
    ...pagedListGuards((context: EquipmentListContext) => equipmentListRequestKey(queryOf(context))),
    isFirstViewShown: ({ context }) => context.results !== null && context.columnsLoaded,
  },
  actions: {
    assignParams: assign(({ context, event }) => nextEquipmentListParams(context, event)),
    /** A newly chosen account keeps only its own chosen agreements and locations (issue 12). */
    keepAccountChoices: assign({
      filters: ({ context }) => ({
        ...context.filters,
        agreements: agreementsOfAccount(
          context.filters.agreements,
          context.options?.agreements ?? null,
          context.filters.account,
        ),
        locations: locationsOfAccount(context.filters.locations, context.options, context.filters.account),
      }),
    }),
    assignForce: assign({ force: ({ event }) => event.type === "list.refresh" && event.force === true }),
    clampPage: assign({ page: ({ context }) => lastPage(context.count, context.pageSize) }),
  },
}).createMachine({
  id: "equipmentList",
  context: ({ input }) => ({
    ...DEFAULT_EQUIPMENT_LIST_PARAMS,
    ...input?.params,
    ...NO_RESULTS,
    columns: DEFAULT_EQUIPMENT_COLUMNS,
    columnsError: null,
    columnsLoaded: false,
    options: null,
    chooseAccount: input?.chooseAccount === true,
    accounts: [],
    accountsError: null,
  }),
  type: "parallel",
  states: {
    // The list's events are handled by its region: a transition on the parallel root would exit
    // and restart every region (the column choice and the filter options would load again).
    list: {
      initial: "none",
      on: {
        "list.load": { target: ".checking" },
        "list.refresh": { target: ".checking", actions: "assignForce" },
        // Not reentering: a reentering transition of a parallel region exits and restarts every region.
        "list.searchChange": { target: ".debouncing", actions: "assignParams" },
        "list.urlChange": { target: ".checking", actions: "assignParams" },
        "list.pageNext": { target: ".checking", actions: "assignParams" },
        "list.pagePrev": { target: ".checking", actions: "assignParams" },
        "list.pageSet": { target: ".checking", actions: "assignParams" },
        "list.pageSizeChange": { target: ".checking", actions: "assignParams" },
        "list.sortChange": { target: ".checking", actions: "assignParams" },
        "list.filterChange": { target: ".checking", actions: ["assignParams", "keepAccountChoices"] },
      },
      states: {
        none: { entry: assign({ requestStatus: "none" }) },
        error: { entry: assign({ requestStatus: "error" }) },
        debouncing: {
          // Typing again restarts the wait (only this state is re-entered).
          on: { "list.searchChange": { target: "debouncing", reenter: true, actions: "assignParams" } },
          after: { searchDebounce: { target: "checking" } },
        },
        checking: { always: [{ guard: "canReuseResult", target: "none" }, { target: "loading" }] },
        loading: {
          entry: assign(({ context }) => ({
            requestStatus: "loading" as const,
            lastRequest: equipmentListRequestKey(queryOf(context)),
            force: false,
            error: null,
          })),
          invoke: {
            src: "fetchPage",
            input: ({ context }) => ({ query: queryOf(context) }),
            onDone: [
              {
                guard: ({ event }) => event.output.count > 0 && event.output.items.length === 0,
                target: "clamping",
                actions: assign({ count: ({ event }) => event.output.count }),
              },
              {
                target: "none",
                actions: assign({
                  results: ({ event }) => event.output.items,
                  count: ({ event }) => event.output.count,
                }),
              },
            ],
            onError: {
              target: "error",
              actions: assign({ error: ({ event }) => failureOf(fetchPage, event) }),
            },
          },
        },
        /** A page past the end (an old URL) came back empty: go to the last page and ask again. */
        clamping: {
          always: [
            { guard: "isPageBeyondEnd", target: "checking", actions: "clampPage" },
            { target: "none", actions: assign({ results: [] }) },
          ],
        },
      },
    },
    /** The filter choices load once the first page and the columns are in, one call at a time. */
    options: {
      initial: "waiting",
      states: {
        waiting: { always: { guard: "isFirstViewShown", target: "loading" } },
        loading: {
          invoke: {
            src: "fetchOptions",
            onDone: { target: "locating", actions: assign({ options: ({ event }) => event.output }) },
            onError: { target: "done" },
          },
        },
        locating: {
          invoke: {
            src: "fetchLocations",
            input: ({ context }) => ({
              agreementids: context.options?.agreements.map((a) => a.agreementid) ?? [],
            }),
            onDone: {
              target: "done",
              actions: assign({
                options: ({ context, event }) =>
                  context.options ? { ...context.options, locations: event.output } : null,
              }),
            },
            onError: { target: "done" },
          },
        },
        done: { type: "final" },
      },
    },
    /** The account lookup's choices, loaded once for staff and sales reps (the choice is a filter). */
    accounts: {
      initial: "start",
      states: {
        start: {
          always: [{ guard: ({ context }) => context.chooseAccount, target: "loading" }, { target: "done" }],
        },
        loading: {
          invoke: {
            src: "fetchAccounts",
            onDone: { target: "done", actions: assign({ accounts: ({ event }) => event.output }) },
            onError: {
              target: "done",
              actions: assign({ accountsError: ({ event }) => failureOf(fetchAccounts, event) }),
            },
          },
        },
        done: { type: "final" },
      },
    },
    columns: {
      initial: "loading",
      states: {
        loading: {
          invoke: {
            src: "fetchColumns",
            onDone: {
              target: "ready",
              actions: assign({
                columns: ({ event }) => normalizeColumns(event.output.columns),
                columnsLoaded: true,
              }),
            },
            onError: {
              target: "ready",
              actions: assign({
                columnsError: ({ event }) => failureOf(fetchColumns, event),
                columnsLoaded: true,
              }),
            },
          },
        },
        ready: {
          on: {
            "columns.change": {
              target: "saving",
              actions: assign({
                columns: ({ event }) => normalizeColumns(event.columns),
                columnsError: null,
              }),
            },
          },
        },
        saving: {
          on: {
            "columns.change": {
              target: "saving",
              reenter: true,
              actions: assign({ columns: ({ event }) => normalizeColumns(event.columns) }),
            },
          },
          invoke: {
            src: "saveColumns",
            input: ({ context }) => ({ columns: [...context.columns] }),
            onDone: { target: "ready" },
            onError: {
              target: "ready",
              actions: assign({ columnsError: ({ event }) => failureOf(saveColumns, event) }),
            },
          },
        },
      },
    },
  },
})
