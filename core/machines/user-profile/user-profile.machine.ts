import { assign, setup } from "xstate"
import type { FeatureSwitches } from "../../domain/users/user-rules.ts"
import type { EndpointFailure } from "../../runtime/failures.ts"
import type { Permissions } from "../../schema/user-admin.ts"
import type { TimelineAnswer } from "../../schema/user-activity.ts"
import type { User } from "../../schema/user.ts"
import { isMissingRecord } from "../shared/missing-record.ts"
import { failureOf, providedByRuntime } from "../shared/provided-by-runtime.ts"

/** Everything the profile of another user shows. */
export interface UserProfileData {
  readonly user: User
  readonly loginCount: number
  readonly timeline: typeof TimelineAnswer.Type
  readonly permissions: Permissions
}

export type UserProfileFailure =
  | EndpointFailure<"shell", "user">
  | EndpointFailure<"account", "loginCount">
  | EndpointFailure<"users", "timeline">
  | EndpointFailure<"users", "permissions">
export type PermissionsFailure = EndpointFailure<"users", "savePermissions">

export interface PermissionsChange {
  readonly roleid?: number
  readonly features?: Partial<FeatureSwitches>
}

export type UserProfileEvent =
  | { readonly type: "profile.load"; readonly userid: number }
  | { readonly type: "permissions.save"; readonly change: PermissionsChange }

export interface UserProfileContext {
  readonly userid: number | null
  readonly data: UserProfileData | null
  readonly error: UserProfileFailure | null
  readonly saveError: PermissionsFailure | null
}

const loadProfile = providedByRuntime<UserProfileData, { userid: number }, UserProfileFailure>("loadProfile")
const savePermissions = providedByRuntime<
  Permissions,
  { userid: number; change: PermissionsChange },
  PermissionsFailure
>("savePermissions")

/**
 * Another user's profile (spec section 6: admins, for users of their company): loading, then ready
 * with the record, sign-in count, activity timeline and permissions; a user the server does not have
 * for the caller ends in `notFound`, other failures in error. A manager's
 * permission change saves, then reloads the profile (its timeline shows the change).
 */
export const userProfileMachine = setup({
  types: {} as { context: UserProfileContext; events: UserProfileEvent },
  actors: { loadProfile, savePermissions },
  guards: { isMissingRecord },
}).createMachine({
  id: "userProfile",
  context: { userid: null, data: null, error: null, saveError: null },
  initial: "idle",
  on: {
    "profile.load": {
      target: ".loading",
      actions: assign({ userid: ({ event }) => event.userid, error: null }),
    },
  },
  states: {
    idle: {},
    error: {},
    /** The server has no such user for the caller (404/403): a not-found screen, no retry. */
    notFound: {},
    loading: {
      invoke: {
        src: "loadProfile",
        input: ({ context }) => ({ userid: context.userid! }),
        onDone: { target: "ready", actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          {
            guard: "isMissingRecord",
            target: "notFound",
            actions: assign({ error: ({ event }) => failureOf(loadProfile, event) }),
          },
          { target: "error", actions: assign({ error: ({ event }) => failureOf(loadProfile, event) }) },
        ],
      },
    },
    ready: {
      on: { "permissions.save": { target: "saving" } },
    },
    saving: {
      entry: assign({ saveError: null }),
      invoke: {
        src: "savePermissions",
        input: ({ context, event }) => ({
          userid: context.userid!,
          change: (event as Extract<UserProfileEvent, { type: "permissions.save" }>).change,
        }),
        onDone: { target: "loading" },
        onError: {
          target: "ready",
          actions: assign({ saveError: ({ event }) => failureOf(savePermissions, event) }),
        },
      },
    },
  },
})
