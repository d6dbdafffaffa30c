import { writeFileSync } from "node:fs"
import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { BANNER_LEVELS } from "../../core/domain/banner.ts"
import { ANNOUNCEMENT_MARKUP } from "../../server/http/announcement-markup.generated.ts"
import { AnnouncementBanner } from "../../ui/features/shell/announcement-banner.tsx"

const target = new URL("../../server/http/announcement-markup.generated.ts", import.meta.url)

/** What the component draws per level, its message left empty (the server fills it in). */
const rendered = (): Record<string, string> => {
  const levels: Record<string, string> = {}
  const statuses = { ...Object.fromEntries(Object.entries(BANNER_LEVELS).map(([s, l]) => [String(l), s])) }
  for (const [level, status] of Object.entries({ ...statuses, unknown: "" }))
    levels[level] = renderToStaticMarkup(
      <AnnouncementBanner message="" status={status} onDismiss={() => {}} onHeight={() => {}} />,
    )
  return levels
}

const fileText = (levels: Record<string, string>) =>
  [
    "// Generated from ui/features/shell/announcement-banner.tsx by tests/unit/boot-banner-markup.test.tsx",
    "// (UPDATE_BOOT_MARKUP=1 npx vitest run tests/unit/boot-banner-markup.test.tsx); do not edit by hand.",
    "",
    "/** The announcement's markup per level (`bannerLevel`), its message element empty. */",
    `export const ANNOUNCEMENT_MARKUP: Readonly<Record<string, string>> = ${JSON.stringify(levels, null, 2)}`,
    "",
  ].join("\n")

describe("the announcement the server draws into the first HTML", () => {
  it("is the component's own markup, level by level (regenerate with UPDATE_BOOT_MARKUP=1)", () => {
    const levels = rendered()
    if (process.env.UPDATE_BOOT_MARKUP === "1") writeFileSync(target, fileText(levels))
    expect(ANNOUNCEMENT_MARKUP).toEqual(levels)
  })

  it("has one empty message element per level for the server to fill", () => {
    for (const markup of Object.values(ANNOUNCEMENT_MARKUP))
      expect(markup.split('<div class="announcement-message"></div>')).toHaveLength(2)
  })
})
