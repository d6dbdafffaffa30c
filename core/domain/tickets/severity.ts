/** Severity levels of spec section 3: none, or 1 to 3. */
export const SEVERITY_LEVELS = [1, 2, 3] as const
export type SeverityLevel = (typeof SEVERITY_LEVELS)[number]

const SEVERITY_LABELS: Record<SeverityLevel, string> = {
  1: "Critical Down or System Down",
  2: "Critical Degraded or System Interruption",
  3: "Non-Critical or Limited Impact",
}

export const SEVERITY_NONE_LABEL = "None"

export const isSeverityLevel = (value: unknown): value is SeverityLevel =>
  value === 1 || value === 2 || value === 3

export const severityLabel = (level: number | null | undefined): string =>
  isSeverityLevel(level) ? SEVERITY_LABELS[level] : SEVERITY_NONE_LABEL

/** Options for the new-ticket form; `null` is "none". */
export const SEVERITY_OPTIONS: ReadonlyArray<{
  readonly value: SeverityLevel | null
  readonly label: string
}> = [
  { value: null, label: SEVERITY_NONE_LABEL },
  ...SEVERITY_LEVELS.map((value) => ({ value, label: SEVERITY_LABELS[value] })),
]
