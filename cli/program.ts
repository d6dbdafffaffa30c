import { Command, Option } from "commander"
import { VERSION } from "../core/domain/constants.ts"
import type { CliHost } from "./commands/command.types.ts"
import { commandGroups } from "./commands/groups.ts"

// The commander tree of `portal`: global options, help texts and every command group. Built by
// `cli/main.ts` (which parses, prints and exits) and by tests that read help and completion.

const EXAMPLES = `
Environment:
  PORTAL_API_URL       same as --api (needed once: 'portal login' stores the API with the session)
  PORTAL_SESSION_FILE  same as --session
  PORTAL_PROFILE       same as --profile
  PORTAL_PASSWORD      password for 'portal login' (or pipe it: --password-stdin)
  PORTAL_TOKEN         a personal access token ('portal token create'): every command acts as its
                       owner instead of the session file (not for tokens, password, email, impersonate)

Sessions: 'portal login' saves the session in the profile's file in your config folder
($XDG_CONFIG_HOME/portal or ~/.config/portal on Linux, ~/Library/Application Support/portal on
macOS, %APPDATA%\\portal on Windows), so any folder finds it; --profile keeps one per server.
--session <file> wins over --profile. Without either, a ./.portal-session.json in the working
folder (from earlier versions) is used as before, else the "default" profile. 'portal profiles
list' shows them. http://localhost, http://127.0.0.1 and http://[::1] on one port are one server.

Exit codes: 0 done, 1 request refused or failed, 2 bad usage, 3 not signed in, 4 server unreachable,
130 cancelled (Ctrl-C). With --json, errors are JSON on stderr: { "error": { "tag", "message" } }.

Examples:
  $ portal --api http://localhost:4310 login --username acme.user
  $ portal whoami
  $ echo "$PW" | portal login -u acme.user --password-stdin --json
  $ portal logout`

/** The whole `portal` program; command actions run through `host`. */
export const buildProgram = (host: CliHost): Command => {
  const program = new Command("portal")
    .description("Service Portal from the terminal: sign in and work with the same machines as the web UI.")
    .version(VERSION, "-V, --version", "print the portal version")
    .addOption(
      new Option(
        "--api <url>",
        "portal server origin (default: the server the session file signed in to, else http://localhost:4310)",
      ).env("PORTAL_API_URL"),
    )
    .addOption(
      new Option(
        "--session <file>",
        "session file (mode 0600); wins over --profile (default: the profile's file in the config folder)",
      ).env("PORTAL_SESSION_FILE"),
    )
    .addOption(
      new Option("--profile <name>", 'named profile, one per server (default: "default")').env(
        "PORTAL_PROFILE",
      ),
    )
    .option("--json", "print results as JSON on stdout (no progress display)")
    .helpOption("-h, --help", "show help")
    .helpCommand("help [command]", "show help for a command")
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .addHelpText("after", EXAMPLES)
  for (const register of commandGroups) register(program, host)
  return program
}
