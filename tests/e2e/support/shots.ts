import { join } from "node:path"
import type { Locator, Page } from "@playwright/test"

/**
 * A screenshot for looking at a screen by eye (never compared): written to `$E2E_SHOTS/<name>.png`
 * when E2E_SHOTS names a folder (`E2E_SHOTS=test-results/shots npx playwright test`), skipped
 * otherwise, so `npm test` does not spend seconds of CPU on PNGs nobody opens.
 */
export async function shotForEyes(
  target: Page | Locator,
  name: string,
  options: { readonly fullPage?: boolean } = {},
): Promise<void> {
  const folder = process.env.E2E_SHOTS
  if (!folder) return
  const path = join(folder, `${name}.png`)
  if ("goto" in target) await target.screenshot({ path, fullPage: options.fullPage ?? false })
  else await target.screenshot({ path })
}
