export interface MapPreviewProps {
  /** Address lines as shown; an empty list shows only the placeholder. */
  readonly lines: ReadonlyArray<string>
  readonly placeholder: string
}

const mapLink = (lines: ReadonlyArray<string>) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(", "))}`

/**
 * A location card: a drawn map tile (no tiles are fetched, so it works offline and leaks no
 * address), the address, and a link that opens the address on OpenStreetMap in a new tab.
 */
export function MapPreview({ lines, placeholder }: MapPreviewProps) {
  return (
    <figure className="map-preview">
      <svg className="map-tile" viewBox="0 0 160 96" aria-hidden="true" focusable="false">
        <rect width="160" height="96" fill="#e3ecf3" />
        <path d="M0 62 L160 40" stroke="#fff" strokeWidth="9" />
        <path d="M54 0 L70 96" stroke="#fff" strokeWidth="7" />
        <path d="M112 0 L102 96" stroke="#fff" strokeWidth="5" />
        <path d="M0 18 C40 30 90 10 160 22" stroke="#c7d7e4" strokeWidth="4" fill="none" />
        <path
          d="M80 20 a12 12 0 0 1 12 12 c0 9 -12 22 -12 22 s-12 -13 -12 -22 a12 12 0 0 1 12 -12z"
          fill="#0b4f8a"
        />
        <circle cx="80" cy="32" r="4.5" fill="#fff" />
      </svg>
      <figcaption>
        {lines.length === 0 ? (
          <span>{placeholder}</span>
        ) : (
          <>
            <address className="map-address">
              {lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <a href={mapLink(lines)} target="_blank" rel="noopener noreferrer">
              View on map<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </figcaption>
    </figure>
  )
}
