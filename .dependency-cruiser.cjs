// The module graph's rules (README "How the parts fit"). tests/architecture runs them in `npm test`;
// `npx depcruise core ui cli server tests scripts` prints the same violations from a shell.

/** core's layers, lowest first: each imports only those before it. core/testing is outside them. */
const CORE_LAYERS = ["domain", "schema", "api", "runtime", "machines", "eventlog", "flows"]

/** Test code: test files, the testing helpers of each part, and tests/. */
const TEST_CODE = "(\\.test\\.tsx?$|(^|/)testing/|^tests/)"

/** Packages only a host (browser, terminal, Node server) may use; matched resolved or not. */
const HOST_PACKAGES =
  "(^|node_modules/)(react|react-dom|wouter|@xstate/react|commander)(/|$)|@effect/platform-node"

const coreLayerRules = CORE_LAYERS.slice(0, -1).map((layer, i) => ({
  name: `core-layer-${layer}`,
  comment:
    i === 0
      ? `core/${layer} is the lowest layer: it imports no other`
      : `core/${layer} imports only lower layers (${CORE_LAYERS.slice(0, i).join(", ")})`,
  severity: "error",
  from: { path: `^core/${layer}/` },
  to: { path: `^core/(${CORE_LAYERS.slice(i + 1).join("|")})/` },
}))

const rule = (name, comment, from, to) => ({ name, comment, severity: "error", from, to })

module.exports = {
  forbidden: [
    rule("no-circular", "no import cycles, type-only imports included", {}, { circular: true }),
    ...coreLayerRules,
    rule(
      "core-testing-only-from-tests",
      "core/testing (fakes, samples, drivers) is for test code only",
      { pathNot: TEST_CODE },
      { path: "^core/testing/" },
    ),
    rule(
      "core-not-to-hosts",
      "core never imports ui, cli or server",
      { path: "^core/" },
      { path: "^(ui|cli|server)/" },
    ),
    rule(
      "core-no-node-builtins",
      "core runs in the browser too: no node builtins",
      { path: "^core/" },
      { dependencyTypes: ["core"] },
    ),
    rule(
      "core-no-host-packages",
      "core never imports react, react-dom, wouter, @xstate/react, commander or @effect/platform-node",
      { path: "^core/" },
      { path: HOST_PACKAGES },
    ),
    rule(
      "ui-not-to-cli-or-server",
      "ui never imports cli or server",
      { path: "^ui/" },
      { path: "^(cli|server)/" },
    ),
    rule("cli-not-to-ui", "cli never imports ui", { path: "^cli/" }, { path: "^ui/" }),
    rule(
      "cli-not-to-server",
      "shipped cli code never imports server (its tests may start the real one through server/testing)",
      { path: "^cli/", pathNot: TEST_CODE },
      { path: "^server/" },
    ),
    rule(
      "cli-tests-only-to-server-testing",
      "cli test code reaches the server only through server/testing",
      { path: "^cli/(.+\\.test\\.ts$|testing/)" },
      { path: "^server/", pathNot: "^server/testing/" },
    ),
    rule(
      "server-only-to-contract",
      "server never imports ui or cli, and of core only domain, schema and api (the contract; never machines, runtime, eventlog or flows)",
      { path: "^server/" },
      { path: "^(ui|cli|core/(machines|runtime|eventlog|flows))/" },
    ),
    rule(
      "ui-features-not-to-app",
      "features never import the composition root ui/app; shared pieces live in ui/lib or ui/components",
      { path: "^ui/features/" },
      { path: "^ui/app/" },
    ),
    rule(
      "ui-feature-not-to-other-feature",
      "a feature never imports another feature; move what they share to ui/lib or ui/components",
      { path: "^ui/features/([^/]+)/" },
      { path: "^ui/features/", pathNot: "^ui/features/$1/" },
    ),
    rule(
      "ui-shared-not-to-features-or-app",
      "ui/lib and ui/components never import features or the app",
      { path: "^ui/(lib|components)/" },
      { path: "^ui/(features|app)/" },
    ),
  ],
  options: {
    // Type-only imports count: a cycle of `import type` is still a cycle.
    tsPreCompilationDeps: true,
    // TypeScript 7's package has no compiler API, so swc parses the TypeScript sources.
    parser: "swc",
    // Packages are seen (the host-package rule needs them) but not cruised into.
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|\\.cache|\\.data)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      mainFields: ["module", "main", "types"],
    },
  },
}
