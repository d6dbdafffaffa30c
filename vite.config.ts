/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react"
import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { precompress } from "./scripts/precompress.ts"

const temporalShim = fileURLToPath(new URL("ui/lib/temporal.ts", import.meta.url))
const apiTarget = `http://localhost:${process.env.PORT ?? "4310"}`

export default defineConfig({
  root: "ui",
  publicDir: "public",
  // Brotli and gzip copies of the built text files, served by Accept-Encoding (issue 25).
  plugins: [react(), precompress()],
  // The browser build uses the browser's own Temporal and fetches the polyfill only where it is
  // missing (ui/lib/temporal.ts); server, CLI and tests (vitest runs in Node) import the package.
  resolve: process.env.VITEST ? {} : { alias: [{ find: /^temporal-polyfill$/, replacement: temporalShim }] },
  build: {
    outDir: "../dist/ui",
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: the server reads which chunks each route's screen needs and preloads them
    // from the first HTML (server/http/route-preload.ts, issue 25).
    manifest: true,
    // One stylesheet, linked by index.html: with a stylesheet per lazy chunk, a rule that two screens
    // share applied only once a screen importing it had loaded, so a screen opened directly looked
    // different from the same screen reached in the app (issue 24, point 2). All of it is ~8 KB gzipped.
    cssCodeSplit: false,
    target: "es2022",
    // No modulepreload polyfill: browsers without <link rel="modulepreload"> (Safari before 17) only
    // lose the early fetch of a lazy chunk's imports; nothing else depends on it.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Effect in one file (it was spread over the runtime chunk and a chunk shared with screens).
            { name: "effect", test: /node_modules[\\/]effect[\\/]/ },
            // What every route loads first (React, the router, XState, the bundler's runtime and the
            // small modules the login route shares with the app: roles, the transport failure, the
            // failure texts, the password input, the Temporal shim) in one file: one request and one gzip window instead
            // of thirteen. Each small file cost about as much in headers as in body: the login route
            // went from 104.0 to 99.1 kB on the wire (issue 25).
            {
              name: "common",
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|xstate|@xstate[\\/]react)[\\/]|core[\\/]domain[\\/](constants|account-tokens|roles|sign-in-answers|tickets[\\/]attachments|validation[\\/]password)\.ts|core[\\/]runtime[\\/]transport-failure\.ts|ui[\\/]lib[\\/](failure-messages|temporal)\.ts|ui[\\/]components[\\/]password-input\.tsx|vite[\\/]preload-helper|rolldown[\\/]runtime/,
              priority: 3,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { "/v1": apiTarget, "/documents": apiTarget, "/openapi.json": apiTarget } },
  test: {
    root: ".",
    environment: "node",
    // One folder per run for the migrated and seeded template database server tests copy.
    globalSetup: ["server/testing/template-db.global-setup.ts"],
    // Test-only knobs (the product's defaults stay and are asserted by their own tests): scrypt at
    // cost 1024 instead of 16384, a quarter second of CPU less per sign-in and per seeded account.
    // Worker processes and the server processes they start inherit it.
    env: { PORTAL_PASSWORD_COST: "1024" },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    // Vitest's default in a run is one worker fewer than the cores: one worker on a 2-core machine.
    // Server tests wait on their database and their in-process server as much as they compute, so
    // every core gets a worker (at least two).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          // Pure code (no database, no server, no mocks, no process-wide state): the files of one
          // worker share its module cache instead of importing effect, xstate and react again each.
          name: "pure",
          include: [
            "core/**/*.test.ts",
            "ui/**/*.test.{ts,tsx}",
            "tests/unit/**/*.test.{ts,tsx}",
            "tests/architecture/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Servers and databases: the files of one worker share its module cache, so effect, drizzle,
          // the server and PGlite's compiled WebAssembly (9 MB, seconds of CPU to compile; PGlite keeps
          // it per process) are loaded once per worker instead of once per file. Each file still
          // starts and stops its own servers and databases.
          name: "server",
          include: [
            "server/**/*.test.ts",
            "cli/**/*.test.ts",
            "tests/replay/**/*.test.ts",
            "tests/fuzz/**/*.test.ts",
            "tests/authz/**/*.test.ts",
            "tests/load/**/*.test.ts",
          ],
          isolate: false,
        },
      },
    ],
  },
})
