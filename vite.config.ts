/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

const temporalShim = fileURLToPath(new URL("ui/lib/temporal.ts", import.meta.url))
const apiTarget = `http://localhost:${process.env.PORT ?? "4310"}`

export default defineConfig({
  root: "ui",
  publicDir: "public",
  plugins: [react()],
  // The browser build uses the browser's own Temporal and fetches the polyfill only where it is
  // missing (ui/lib/temporal.ts); server, CLI and tests (vitest runs in Node) import the package.
  resolve: process.env.VITEST ? {} : { alias: [{ find: /^temporal-polyfill$/, replacement: temporalShim }] },
  build: {
    outDir: "../dist/ui",
    emptyOutDir: true,
    sourcemap: false,
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
            // What every route loads first (React, the router, XState, two tiny shared modules) in one
            // file: one request and one gzip window instead of seven.
            {
              name: "common",
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|xstate|@xstate[\\/]react)[\\/]|core[\\/]domain[\\/](constants|account-tokens)\.ts|vite[\\/]preload-helper/,
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
    include: [
      "core/**/*.test.ts",
      "server/**/*.test.ts",
      "cli/**/*.test.ts",
      "ui/**/*.test.{ts,tsx}",
      "tests/unit/**/*.test.ts",
      "tests/replay/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
      "tests/authz/**/*.test.ts",
      "tests/load/**/*.test.ts",
    ],
    environment: "node",
    // One folder per run for the migrated and seeded template database server tests copy.
    globalSetup: ["server/testing/template-db.global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
})
