import { SORT_DIRECTIONS } from "../../../core/domain/lists/sort.ts"
import type { UrlParams } from "../../../core/domain/lists/url-codec.ts"
import { USER_LIST_URL, USER_STATUS_FILTERS } from "../../../core/domain/users/list-url.ts"
import { type ListPagingOptions, oneOf, pagingParams, setField } from "../shared/list-options.ts"

export interface UsersListOptions extends ListPagingOptions {
  readonly active?: string | undefined
}

/** `--active` takes the words the table prints as well as the URL's own values (1, 0). */
const ACTIVE_WORDS: Readonly<Record<string, string>> = { active: "1", deactivated: "0" }
export const USERS_ACTIVE_CHOICES = ["all", ...Object.keys(ACTIVE_WORDS), ...USER_STATUS_FILTERS.slice(1)]

/** The options commander offers as choices, from the same declarations the check uses. */
export const USERS_LIST_CHOICES = {
  active: USERS_ACTIVE_CHOICES,
  sort: USER_LIST_URL.fields.sortFields,
  direction: SORT_DIRECTIONS,
} as const

/**
 * Checks the options strictly (a terminal user gets an error naming the option, where a hand-edited
 * URL falls back) and turns them into the `/users` URL parameters the list machine reads, as
 * `portal tickets list` does. `--active all` is the URL's absent status.
 */
export const toUserUrlParams = (options: UsersListOptions): UrlParams => {
  const out = pagingParams(USER_LIST_URL.fields, options)
  if (options.active !== undefined) {
    const active = oneOf("--active", options.active, USERS_ACTIVE_CHOICES)
    setField(out, "--active", USER_LIST_URL.fields.head.active, ACTIVE_WORDS[active] ?? active)
  }
  if (out.active === "all") delete out.active
  return out
}
