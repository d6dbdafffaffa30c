/**
 * Profile photos for seeded people: small inline SVG `data:` URLs, so the demo never fetches
 * external images and the CSP can stay `img-src 'self' data:`.
 */
const palette = ["#1f6feb", "#8250df", "#bf3989", "#cf222e", "#bc4c00", "#1a7f37", "#0a7480", "#57606a"]

export const initialsOf = (fullName: string): string => {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ""
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : ""
  return (first + last).toUpperCase()
}

export const avatarDataUrl = (fullName: string, colorIndex: number): string => {
  const color = palette[colorIndex % palette.length]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="48" fill="${color}"/>` +
    `<circle cx="48" cy="38" r="16" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="48" y="58" font-family="Arial, sans-serif" font-size="34" font-weight="700" ` +
    `fill="#ffffff" text-anchor="middle">${initialsOf(fullName)}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`
}
