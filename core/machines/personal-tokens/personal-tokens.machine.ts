import { assign, setup } from "xstate"
import type { ConfirmOptions } from "../../domain/dialogs.ts"
import { DEFAULT_EXPIRY_DAYS, tokenNameProblem } from "../../domain/tokens/personal-tokens.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { CreatedPersonalToken, PersonalToken, PersonalTokenList } from "../../schema/personal-token.ts"
import type { StatusMessage } from "../../schema/session.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

export type TokenListFailure = EndpointFailure<"tokens", "list">
export type TokenCreateFailure = EndpointFailure<"tokens", "create">
export type TokenRevokeFailure = EndpointFailure<"tokens", "revoke">

export interface PersonalTokensContext {
  readonly tokens: ReadonlyArray<PersonalToken>
  /** The create form: a name, a lifetime in days (null: no expiry), the rule's or the server's word on the name. */
  readonly name: string
  readonly expiresInDays: number | null
  readonly nameProblem: string | null
  /** The token just created, with its secret: shown once, gone on `secret.dismiss`. */
  readonly created: CreatedPersonalToken | null
  /** The host copied the secret to the clipboard (the browser's own act). */
  readonly copied: boolean
  /** The token a revoke asks about (`confirming`) or revokes (`revoking`). */
  readonly revoking: PersonalToken | null
  readonly revoked: string | null
  readonly error: TokenCreateFailure | TokenRevokeFailure | null
  readonly loadError: TokenListFailure | null
}

export type PersonalTokensEvent =
  | { readonly type: "draft.nameChange"; readonly name: string }
  | { readonly type: "draft.expiryChange"; readonly expiresInDays: number | null }
  | { readonly type: "token.create" }
  | { readonly type: "token.revokeAsk"; readonly id: number }
  | { readonly type: "token.revokeConfirm" }
  | { readonly type: "token.revokeCancel" }
  | { readonly type: "secret.dismiss" }
  | { readonly type: "secret.copied" }
  | { readonly type: "list.reload" }

const listTokens = providedByRuntime<PersonalTokenList, void, TokenListFailure>("listTokens")
const createToken = providedByRuntime<
  CreatedPersonalToken,
  { name: string; expiresInDays: number | null },
  TokenCreateFailure
>("createToken")
const revokeToken = providedByRuntime<StatusMessage, { id: number }, TokenRevokeFailure>("revokeToken")

/** The question before a revoke, with the token's name. */
export const revokeQuestion = (token: PersonalToken): ConfirmOptions => ({
  title: "Revoke this token?",
  body: `Scripts using "${token.name}" stop working at once. This cannot be undone.`,
  confirmText: "Revoke",
  cancelText: "Keep it",
})

/**
 * The owner's personal access tokens (issue 26): `loading` the list, `ready` with the create form,
 * `creating` (the answer's secret is kept in `created` until dismissed: shown once), `confirming` a
 * revoke, `revoking`. A name failing the rule stays in `ready` with its message and calls nothing;
 * a taken name (409 naming `name`) comes back the same way.
 */
export const personalTokensMachine = setup({
  types: {} as { context: PersonalTokensContext; events: PersonalTokensEvent },
  actors: { listTokens, createToken, revokeToken },
  guards: { isNameValid: ({ context }) => tokenNameProblem(context.name) === undefined },
}).createMachine({
  id: "personalTokens",
  context: {
    tokens: [],
    name: "",
    expiresInDays: DEFAULT_EXPIRY_DAYS,
    nameProblem: null,
    created: null,
    copied: false,
    revoking: null,
    revoked: null,
    error: null,
    loadError: null,
  },
  initial: "loading",
  on: {
    "secret.dismiss": { actions: assign({ created: null, copied: false }) },
    "secret.copied": { actions: assign({ copied: ({ context }) => context.created !== null }) },
  },
  states: {
    loading: {
      invoke: {
        src: "listTokens",
        onDone: {
          target: "ready",
          actions: assign({ tokens: ({ event }) => event.output.items, loadError: null }),
        },
        onError: {
          target: "ready",
          actions: assign({ loadError: ({ event }) => failureOf(listTokens, event) }),
        },
      },
    },
    ready: {
      on: {
        "draft.nameChange": { actions: assign({ name: ({ event }) => event.name, nameProblem: null }) },
        "draft.expiryChange": { actions: assign({ expiresInDays: ({ event }) => event.expiresInDays }) },
        "token.create": [
          { guard: "isNameValid", target: "creating" },
          { actions: assign({ nameProblem: ({ context }) => tokenNameProblem(context.name) ?? null }) },
        ],
        "token.revokeAsk": {
          target: "confirming",
          actions: assign({
            revoking: ({ context, event }) => context.tokens.find((t) => t.id === event.id) ?? null,
          }),
        },
        "list.reload": { target: "loading" },
      },
    },
    creating: {
      entry: assign({ error: null, revoked: null, created: null, copied: false }),
      invoke: {
        src: "createToken",
        input: ({ context }) => ({ name: context.name.trim(), expiresInDays: context.expiresInDays }),
        onDone: {
          target: "ready",
          actions: assign({
            created: ({ event }) => event.output,
            tokens: ({ context, event }) => {
              const { secret: _secret, ...token } = event.output
              return [token, ...context.tokens]
            },
            name: "",
          }),
        },
        onError: {
          target: "ready",
          actions: assign(({ event }) => {
            const error = failureOf(createToken, event)
            const named = "field" in error && error.field === "name"
            return named ? { nameProblem: error.message, error: null } : { error }
          }),
        },
      },
    },
    confirming: {
      always: { guard: ({ context }) => context.revoking === null, target: "ready" },
      on: {
        "token.revokeConfirm": { target: "revoking" },
        "token.revokeCancel": { target: "ready", actions: assign({ revoking: null }) },
      },
    },
    revoking: {
      entry: assign({ error: null, revoked: null }),
      invoke: {
        src: "revokeToken",
        input: ({ context }) => ({ id: context.revoking?.id ?? 0 }),
        onDone: {
          target: "ready",
          actions: assign({
            tokens: ({ context }) => context.tokens.filter((t) => t.id !== context.revoking?.id),
            revoked: ({ event }) => event.output.message,
            revoking: null,
          }),
        },
        onError: {
          target: "ready",
          actions: assign({ error: ({ event }) => failureOf(revokeToken, event), revoking: null }),
        },
      },
    },
  },
})
