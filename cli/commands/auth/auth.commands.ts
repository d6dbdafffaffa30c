import { Option } from "commander"
import type { RegisterCommands } from "../command.types.ts"
import type { LoginOptions } from "./login.command.ts"

const LOGIN_HELP = `
The password comes from --password, else PORTAL_PASSWORD, else a hidden prompt when run in a
terminal. The session is saved to the session file (mode 0600); later commands send it as
'Authorization: EC <session>'. A failed sign-in says how many attempts remain.

Examples:
  $ portal login --username acme.user
  $ PORTAL_PASSWORD='Portal-Demo-2026!' portal login -u acme.user --json
  $ portal --api https://portal.example.com --session ~/.portal/acme.json login -u acme.admin`

/** `portal login | logout | whoami`, each driving the auth machine. */
export const registerAuthCommands: RegisterCommands = (program, host) => {
  program
    .command("login")
    .summary("sign in and save the session")
    .description("Sign in to the portal and save the session to the session file.")
    .requiredOption("-u, --username <name>", "user name, e.g. acme.user")
    .addOption(
      new Option("-p, --password <password>", "password (prefer PORTAL_PASSWORD or the prompt)").env(
        "PORTAL_PASSWORD",
      ),
    )
    .addHelpText("after", LOGIN_HELP)
    .action((options: LoginOptions) =>
      host.execute(() => import("./login.command.ts"), {
        username: options.username,
        password: options.password,
      }),
    )

  program
    .command("logout")
    .summary("end the session on the server and forget it")
    .description("End the session on the server (GET /v1/logout) and remove it from the session file.")
    .addHelpText("after", "\nExamples:\n  $ portal logout\n  $ portal --session ~/.portal/acme.json logout")
    .action(() => host.execute(() => import("./logout.command.ts"), {}))

  program
    .command("whoami")
    .summary("show the signed-in user")
    .description("Show the signed-in user of the saved session. Exits with 3 when not signed in.")
    .addHelpText("after", "\nExamples:\n  $ portal whoami\n  $ portal whoami --json")
    .action(() => host.execute(() => import("./whoami.command.ts"), {}))
}
