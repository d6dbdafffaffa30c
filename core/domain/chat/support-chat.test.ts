import { describe, expect, it } from "vitest"
import { ROLES } from "../roles.ts"
import { BUILT_IN_CHAT_URL } from "./built-in-chat.ts"
import { chatWidgetMode } from "./chat-widget.ts"
import {
  type ChatLine,
  chatTicketProblem,
  chatTranscript,
  isChatCustomer,
  isChatProvider,
} from "./support-chat.ts"

const line = (body: string, fromProvider = false): ChatLine => ({
  authorname: fromProvider ? "Dana Developer" : "Alice Acheson",
  fromProvider,
  body,
  created: "2026-11-29T12:05:00.000Z",
})

describe("who writes and who answers", () => {
  it.each([
    [ROLES.developer, false, true],
    [ROLES.systemAdmin, false, true],
    [ROLES.companyAdmin, true, false],
    [ROLES.companyUser, true, false],
    [ROLES.salesRep, false, true],
    [undefined, false, false],
  ])("role %s: customer %s, provider %s", (roleid, customer, provider) => {
    expect([isChatCustomer(roleid), isChatProvider(roleid)]).toEqual([customer, provider])
  })
})

describe("chatWidgetMode", () => {
  it.each([
    [BUILT_IN_CHAT_URL, ROLES.companyUser, "conversation"],
    [BUILT_IN_CHAT_URL, ROLES.companyAdmin, "conversation"],
    [BUILT_IN_CHAT_URL, ROLES.systemAdmin, "inbox"],
    [BUILT_IN_CHAT_URL, ROLES.salesRep, "inbox"],
    [BUILT_IN_CHAT_URL, null, "none"],
    ["https://chat.example.com/acme", ROLES.companyUser, "frame"],
    ["https://chat.example.com/acme", ROLES.systemAdmin, "frame"],
  ] as const)("%s as role %s: %s", (url, roleid, mode) => expect(chatWidgetMode(url, roleid)).toBe(mode))
})

describe("a conversation as a ticket", () => {
  it("takes the customer's first words, on one line, as the problem", () => {
    expect(chatTicketProblem([line("Hello?", true), line("  Printer\n jams  on tray 2 ")])).toBe(
      "Support chat: Printer jams on tray 2",
    )
    expect(chatTicketProblem([line("x".repeat(300))])).toHaveLength("Support chat: ".length + 200)
    expect(chatTicketProblem([])).toBe("Support chat: (no message)")
  })

  it("writes the transcript with times in the named zone and support marked, text as written", () => {
    expect(chatTranscript(9, [line("<b>Printer</b> jams"), line("On our way", true)])).toBe(
      [
        "Transcript of support conversation 9:",
        "[Nov 29, 2026 7:05 AM EST (America/Detroit)] Alice Acheson: <b>Printer</b> jams",
        "[Nov 29, 2026 7:05 AM EST (America/Detroit)] Dana Developer (support): On our way",
      ].join("\n"),
    )
  })
})
