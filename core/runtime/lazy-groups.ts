/**
 * A client object whose groups are built on first use (issue 25). Deriving a group's methods
 * compiles every endpoint's encoders and decoders; a signed-in page calls a handful of the
 * contract's groups, and the browser builds two clients on a first load (the head start's and
 * the app's), so building all of them up front was one of the longest tasks at start.
 */
export const lazyGroups = <Client extends object>(
  groupIds: ReadonlyArray<string>,
  build: (groupId: string) => unknown,
): Client => {
  const client = {}
  for (const id of groupIds) {
    Object.defineProperty(client, id, {
      configurable: true,
      enumerable: true,
      get() {
        const group = build(id)
        Object.defineProperty(client, id, { value: group, enumerable: true, writable: false })
        return group
      },
    })
  }
  return client as Client
}
