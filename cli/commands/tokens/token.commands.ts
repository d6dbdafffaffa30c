import type { RegisterCommands } from "../command.types.ts"

/** `portal token create|list|revoke`: your personal access tokens, through the personal tokens machine. */
export const registerTokenCommands: RegisterCommands = (program, host) => {
  const token = program
    .command("token")
    .summary("personal access tokens for scripts: create, list, revoke (signed in with your password)")
  token
    .command("create")
    .summary("create a token and print its secret once")
    .requiredOption("--name <name>", "a name unique among your tokens")
    .option("--expires <days>", "days until it expires (1-365; default: no expiry)")
    .addHelpText(
      "after",
      "\nExamples:\n  $ portal token create --name ci --expires 90 --json | jq -r .secret\n  $ PORTAL_TOKEN=portal_pat_... portal tickets list",
    )
    .action((options: { name: string; expires?: string }) =>
      host.execute(() => import("./token-create.command.ts"), options),
    )
  token
    .command("list")
    .summary("your tokens: name, created, expires, last used (never the secret)")
    .action(() => host.execute(() => import("./token-list.command.ts"), {}))
  token
    .command("revoke")
    .summary("revoke a token by its name or id; it stops working at once")
    .argument("<name-or-id>")
    .action((ref: string) => host.execute(() => import("./token-revoke.command.ts"), { token: ref }))
}
