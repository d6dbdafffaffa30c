/**
 * The JSON object a page's `<script type="application/json" id=...>` holds (what the server drew
 * into the first HTML: `server/http/page-config.ts`, `boot-banner.ts`); null when the page has none
 * or it is not an object.
 */
export const pageJsonObject = (
  doc: Pick<Document, "getElementById">,
  id: string,
): Record<string, unknown> | null => {
  const text = doc.getElementById(id)?.textContent
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}
