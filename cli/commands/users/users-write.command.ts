import { waitFor } from "xstate"
import type { UserWrite } from "../../../core/machines/user-editor/user-editor.machine.ts"
import type { User } from "../../../core/schema/user.ts"
import type { NewUser, UserUpdate } from "../../../core/schema/user-admin.ts"
import { usageError } from "../../runtime/cli-errors.ts"
import { startMachine } from "../actor-host.ts"
import type { CliDeps, CommandModule } from "../command.types.ts"
import { type SignedIn, withSignedIn } from "../shared/signed-in.ts"
import { parseUserId } from "./users-api.ts"

/** Runs one write through the user editor machine (the screen's), as the signed-in user. */
export const saveThroughEditor = async (
  deps: CliDeps,
  session: SignedIn,
  write: UserWrite,
): Promise<User> => {
  const editor = startMachine(deps, "userEditor")
  try {
    editor.send(
      write.kind === "create"
        ? { type: "editor.create", payload: write.payload }
        : { type: "editor.update", userid: write.userid, changes: write.changes },
    )
    const done = await waitFor(editor, (s) => s.matches("saved") || s.matches("error"))
    if (done.matches("error"))
      throw session.failure(
        write.kind === "create" ? "could not create the user" : "could not update the user",
        done.context.error,
      )
    return done.context.saved!
  } finally {
    editor.stop()
  }
}

const idOf = (value: string) => {
  try {
    return parseUserId(value)
  } catch (error) {
    throw usageError((error as Error).message)
  }
}

const render = (verb: string) => (user: User) =>
  `${verb} ${user.firstname} ${user.lastname} (${user.username}, #${user.userid}): ${user.role}, ${user.companyname}, ${user.useractive ? "active" : "deactivated"}`

export interface CreateOptions {
  readonly username: string
  readonly email: string
  readonly firstname: string
  readonly lastname: string
  readonly role: string
  readonly company: string
  readonly phone?: string
  readonly extension?: string
}

/** `portal users create`: the account gets the complete-setup link by mail. */
export const create: CommandModule<CreateOptions, User> = {
  run: (o, deps) => {
    const payload: NewUser = {
      username: o.username,
      email: o.email,
      firstname: o.firstname,
      lastname: o.lastname,
      roleid: idOf(o.role),
      companyid: idOf(o.company),
      ...(o.phone === undefined ? {} : { phonenumber: o.phone }),
      ...(o.extension === undefined ? {} : { phonenumberextension: o.extension }),
    }
    return withSignedIn(deps, (session) => saveThroughEditor(deps, session, { kind: "create", payload }))
  },
  render: (user) => `${render("Created")(user)}\nThe complete-setup link was mailed to ${user.email}.`,
}

export interface UpdateOptions {
  readonly id: string
  readonly firstname?: string
  readonly lastname?: string
  readonly email?: string
  readonly phone?: string
  readonly extension?: string
}

/** `portal users update <id>`: only the given fields are sent. */
export const update: CommandModule<UpdateOptions, User> = {
  run: (o, deps) => {
    const changes: UserUpdate = Object.fromEntries(
      Object.entries({
        firstname: o.firstname,
        lastname: o.lastname,
        email: o.email,
        phonenumber: o.phone,
        phonenumberextension: o.extension,
      }).filter(([, v]) => v !== undefined),
    )
    if (Object.keys(changes).length === 0)
      throw usageError("nothing to change: give --firstname, --lastname, --email, --phone or --extension")
    return withSignedIn(deps, (session) =>
      saveThroughEditor(deps, session, { kind: "update", userid: idOf(o.id), changes }),
    )
  },
  render: render("Updated"),
}

const setActive = (active: boolean): CommandModule<{ readonly id: string }, User> => ({
  run: (o, deps) =>
    withSignedIn(deps, (session) =>
      saveThroughEditor(deps, session, {
        kind: "update",
        userid: idOf(o.id),
        changes: { userActive: active },
      }),
    ),
  render: render(active ? "Activated" : "Deactivated"),
})

export const activate = setActive(true)
export const deactivate = setActive(false)
