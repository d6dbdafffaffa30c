import { assign, setup } from "xstate"
import { draftOf, type ProfileChanges, profileRefusals } from "../../domain/profile/profile-fields.ts"
import { type PhoneInputEvent, phoneInputOf } from "../../domain/validation/phone-input.ts"
import type { UserItem } from "../../schema/user.ts"
import { lookupCountryPlaceholder } from "../shared/country-lookup.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"
import { blurredProblems, changesOf } from "./profile-draft.ts"
import { locatedPhone, needsCountryLookup, steppedPhone } from "./profile-phone.ts"
import type {
  ProfileContext,
  ProfileEvent,
  ProfileInput,
  ProfileLoadFailure,
  ProfileSaveFailure,
} from "./profile.types.ts"

export type {
  ProfileContext,
  ProfileEvent,
  ProfileInput,
  ProfileLoadFailure,
  ProfileSaveFailure,
} from "./profile.types.ts"

const loadUser = providedByRuntime<UserItem, { userId: number }, ProfileLoadFailure>("loadUser")
const saveProfile = providedByRuntime<
  UserItem,
  { userId: number; changes: ProfileChanges },
  ProfileSaveFailure
>("saveProfile")

/**
 * The own profile (spec section 3): `loading` GET /v1/user/:id, `viewing`, `editing` the first and
 * last name and phone, `saving` PATCH /v1/user/:id with only the changed fields. A save failing the
 * shared rules stays in `editing` with the messages; a save without changes just stops editing.
 * The form's phone input steps with `phone.*` events (`profile.change` sets a field as given, for
 * the CLI). When the number is empty and a lookup URL is configured, `editing.locating` asks the
 * IP-to-country service for the input's first country (spec section 7); a failure uses the first
 * preferred country.
 */
export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent; input: ProfileInput },
  actors: { loadUser, saveProfile, lookupCountry: lookupCountryPlaceholder },
  guards: {
    needsCountryLookup: ({ context }) => needsCountryLookup(context),
    hasNoChanges: ({ context }) => Object.keys(changesOf(context)).length === 0,
    hasProblems: ({ context }) => Object.keys(profileRefusals(changesOf(context))).length > 0,
  },
}).createMachine({
  id: "profile",
  context: ({ input }) => ({
    userId: input.userId,
    lookupUrl: input.lookupUrl ?? null,
    user: null,
    draft: null,
    phone: null,
    problems: {},
    loadError: null,
    error: null,
    lastChanges: null,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "loadUser",
        input: ({ context }) => ({ userId: context.userId }),
        onDone: {
          target: "viewing",
          actions: assign({ user: ({ event }) => event.output.item, loadError: null }),
        },
        onError: {
          target: "failed",
          actions: assign({ loadError: ({ event }) => failureOf(loadUser, event) }),
        },
      },
    },
    failed: { on: { "profile.reload": { target: "loading" } } },
    viewing: {
      on: {
        "profile.edit": {
          target: "editing",
          actions: assign({
            draft: ({ context }) => (context.user ? draftOf(context.user) : null),
            phone: ({ context }) => phoneInputOf(context.user?.phonenumber),
            problems: {},
          }),
        },
        "profile.reload": { target: "loading" },
      },
    },
    editing: {
      initial: "starting",
      states: {
        starting: { always: [{ guard: "needsCountryLookup", target: "locating" }, { target: "ready" }] },
        locating: {
          invoke: {
            src: "lookupCountry",
            input: ({ context }) => ({ url: context.lookupUrl ?? "" }),
            onDone: {
              target: "ready",
              actions: assign(({ context, event }) => locatedPhone(context, event.output)),
            },
            onError: { target: "ready", actions: assign(({ context }) => locatedPhone(context, null)) },
          },
        },
        ready: {},
      },
      on: {
        "phone.*": {
          actions: assign(({ context, event }) => steppedPhone(context, event as PhoneInputEvent)),
        },
        "profile.change": {
          actions: assign({
            draft: ({ context, event }) =>
              context.draft ? { ...context.draft, [event.field]: event.value } : null,
          }),
        },
        "profile.blur": {
          actions: assign({ problems: ({ context, event }) => blurredProblems(context, event.field) }),
        },
        "profile.cancel": {
          target: "viewing",
          actions: assign({ draft: null, phone: null, problems: {}, error: null }),
        },
        "profile.save": [
          {
            guard: "hasNoChanges",
            target: "viewing",
            actions: assign({ draft: null, phone: null, problems: {} }),
          },
          {
            guard: "hasProblems",
            actions: assign({ problems: ({ context }) => profileRefusals(changesOf(context)) }),
          },
          {
            target: "saving",
            actions: assign({ problems: {}, lastChanges: ({ context }) => changesOf(context) }),
          },
        ],
      },
    },
    saving: {
      entry: assign({ error: null }),
      invoke: {
        src: "saveProfile",
        input: ({ context }) => ({ userId: context.userId, changes: context.lastChanges ?? {} }),
        onDone: {
          target: "viewing",
          actions: assign({ user: ({ event }) => event.output.item, draft: null, phone: null }),
        },
        onError: {
          target: "editing.ready",
          actions: assign({ error: ({ event }) => failureOf(saveProfile, event) }),
        },
      },
    },
  },
})
