/**
 * A tiny tree of modules that the rule-bite test writes to a temporary folder (never into the
 * repository) and cruises with the real rules. BREAKING imports each break one rule; ACCEPTED
 * imports break none.
 */
export interface ImportCase {
  /** The importing file, repo-relative. */
  readonly from: string
  /** The import specifier as written; relative targets are created as tiny modules. */
  readonly specifier: string
  readonly typeOnly?: boolean
}

export interface BreakingCase extends ImportCase {
  /** The rule the import breaks. */
  readonly rule: string
}

const breaks = (rule: string, from: string, specifier: string, typeOnly = false): BreakingCase => ({
  rule,
  from,
  specifier,
  typeOnly,
})

export const BREAKING: ReadonlyArray<BreakingCase> = [
  breaks("core-layer-domain", "core/domain/a.ts", "../schema/entity.ts"),
  breaks("core-layer-schema", "core/schema/a.ts", "../api/contract.ts"),
  breaks("core-layer-api", "core/api/a.ts", "../runtime/client.ts"),
  breaks("core-layer-runtime", "core/runtime/a.ts", "../machines/m/m.machine.ts", true),
  breaks("core-layer-machines", "core/machines/m/a.ts", "../../eventlog/event-log.ts"),
  breaks("core-layer-eventlog", "core/eventlog/a.ts", "../flows/flow.ts"),
  breaks("core-testing-only-from-tests", "core/runtime/b.ts", "../testing/fake.ts"),
  breaks("core-testing-only-from-tests", "ui/lib/b.ts", "../../core/testing/fake.ts"),
  breaks("core-not-to-hosts", "core/x/a.ts", "../../ui/app.tsx"),
  breaks("core-not-to-hosts", "core/x/b.ts", "../../server/db.ts"),
  breaks("core-no-node-builtins", "core/c.ts", "node:fs"),
  breaks("core-no-node-builtins", "core/d.ts", "path"),
  breaks("core-no-host-packages", "core/e.ts", "react"),
  breaks("core-no-host-packages", "core/e.ts", "react-dom/client"),
  breaks("core-no-host-packages", "core/e.ts", "wouter"),
  breaks("core-no-host-packages", "core/e.ts", "@xstate/react"),
  breaks("core-no-host-packages", "core/e.ts", "commander"),
  breaks("core-no-host-packages", "core/e.ts", "@effect/platform-node"),
  breaks("ui-not-to-cli-or-server", "ui/a.tsx", "../cli/main.ts"),
  breaks("ui-not-to-cli-or-server", "ui/b.tsx", "../server/db.ts", true),
  breaks("cli-not-to-ui", "cli/a.ts", "../ui/app.tsx"),
  breaks("cli-not-to-server", "cli/b.ts", "../server/main.ts"),
  breaks("cli-not-to-server", "cli/c.ts", "../server/testing/test-server.ts"),
  breaks("cli-tests-only-to-server-testing", "cli/d.test.ts", "../server/main.ts"),
  breaks("server-only-to-contract", "server/a.ts", "../core/machines/m/m.machine.ts"),
  breaks("server-only-to-contract", "server/b.ts", "../ui/app.tsx"),
  breaks("server-only-to-contract", "server/c.ts", "../cli/main.ts"),
  breaks("server-only-to-contract", "server/d.ts", "../core/runtime/portal-runtime.ts"),
  breaks("ui-features-not-to-app", "ui/features/auth/a.tsx", "../../app/portal.ts", true),
  breaks("ui-feature-not-to-other-feature", "ui/features/auth/b.tsx", "../tickets/ticket-table.tsx"),
  breaks("ui-shared-not-to-features-or-app", "ui/lib/a.ts", "../features/auth/login.tsx"),
  breaks("ui-shared-not-to-features-or-app", "ui/components/a.tsx", "../app/app.tsx"),
  // A two-module cycle of type-only imports, reported once; SUPPORT holds its way back.
  breaks("no-circular", "tests/loop/a.ts", "./b.ts", true),
]

/** Imports that only complete a breaking case. */
export const SUPPORT: ReadonlyArray<ImportCase> = [
  { from: "tests/loop/b.ts", specifier: "./a.ts", typeOnly: true },
]

export const ACCEPTED: ReadonlyArray<ImportCase> = [
  { from: "core/schema/ok.ts", specifier: "../domain/rules.ts" },
  { from: "core/flows/ok.ts", specifier: "../eventlog/event-log.ts" },
  { from: "core/flows/ok.ts", specifier: "../machines/m/m.machine.ts" },
  { from: "core/eventlog/ok.ts", specifier: "../runtime/client.ts" },
  { from: "core/testing/ok.ts", specifier: "../flows/flow.ts" },
  { from: "core/machines/m/m.machine.test.ts", specifier: "../../testing/fake.ts" },
  { from: "cli/x/e.test.ts", specifier: "../../server/testing/test-server.ts" },
  { from: "cli/testing/harness.ts", specifier: "../../server/testing/test-server.ts" },
  { from: "server/ok.ts", specifier: "../core/api/contract.ts" },
  { from: "server/ok.ts", specifier: "node:fs" },
  { from: "ui/app/ok.tsx", specifier: "../features/auth/login.tsx" },
  { from: "ui/features/tickets/ok.tsx", specifier: "../../lib/portal-context.tsx" },
  { from: "ui/features/tickets/ok.tsx", specifier: "../../components/icons.tsx" },
  { from: "ui/features/tickets/ok.tsx", specifier: "./ticket-table.tsx" },
  { from: "ui/features/tickets/ok.tsx", specifier: "../../../core/machines/m/m.machine.ts" },
  { from: "ui/components/ok.tsx", specifier: "../lib/portal-context.tsx" },
  { from: "ui/ok.tsx", specifier: "react" },
]
