import { formatDate } from "../../core/domain/dates/format.ts"
import { type CalendarDate, parseDate } from "@internationalized/date"
import { useId } from "react"
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateRangePicker as AriaDateRangePicker,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from "react-aria-components"

/** A range of ISO calendar dates ("2026-01-31"); either end may be missing. */
export interface IsoDateRange {
  readonly start: string | null
  readonly end: string | null
}

export interface DateRangePickerProps {
  readonly label: string
  readonly value: IsoDateRange | null
  /** A complete range, or null when cleared. */
  readonly onChange: (range: IsoDateRange | null) => void
}

const toDate = (iso: string | null): CalendarDate | null => {
  if (iso === null) return null
  try {
    return parseDate(iso)
  } catch {
    return null
  }
}

const toRange = (value: IsoDateRange | null) => {
  const start = toDate(value?.start ?? null)
  const end = toDate(value?.end ?? null)
  return start && end ? { start, end } : null
}

/** A calendar day as the formatter shows it ("Nov 22, 2026"); a plain day has no zone to convert. */
const dayText = (day: { toString(): string }): string => formatDate(day.toString(), { timeZone: "UTC" }) ?? ""

/** What the trigger shows: the chosen range, or that any date passes. */
const summaryOf = (range: ReturnType<typeof toRange>): string =>
  range === null ? "Any date" : `${dayText(range.start)} – ${dayText(range.end)}`

/**
 * A date range filter that costs one Tab stop (issue 24: its six typed date segments and a button
 * cost 14 stops for two filters): a button showing the range opens a calendar whose grid is one stop
 * with arrow keys inside (Page Up/Down for months; Enter picks the start, then the end), from
 * react-aria: keyboard and screen reader ready.
 */
export function DateRangePicker({ label, value, onChange }: DateRangePickerProps) {
  const range = toRange(value)
  const nameId = useId()
  return (
    <div className="date-range">
      <AriaDateRangePicker
        className="date-range-picker"
        value={range}
        onChange={(next) =>
          onChange(next ? { start: next.start.toString(), end: next.end.toString() } : null)
        }
        shouldForceLeadingZeros
      >
        <Label className="field-label">{label}</Label>
        <Group className="date-range-group">
          {/* Named by its own text (the label and the range), not react-aria's "Calendar <label>". */}
          <Button className="date-range-open" aria-labelledby={nameId}>
            <span id={nameId}>
              <span className="visually-hidden">{label}: </span>
              {summaryOf(range)}
            </span>
            <span aria-hidden="true"> ▾</span>
          </Button>
        </Group>
        <Popover className="date-popover" placement="bottom start">
          <Dialog className="date-dialog" aria-label={`${label} calendar`}>
            <RangeCalendar className="calendar">
              <header className="calendar-header">
                <Button slot="previous" className="icon-button" aria-label="Previous month">
                  <span aria-hidden="true">‹</span>
                </Button>
                <Heading className="calendar-heading" />
                <Button slot="next" className="icon-button" aria-label="Next month">
                  <span aria-hidden="true">›</span>
                </Button>
              </header>
              <CalendarGrid className="calendar-grid">
                {(date) => <CalendarCell date={date} className="calendar-cell" />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </AriaDateRangePicker>
      {value !== null ? (
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          Clear {label.toLowerCase()}
        </button>
      ) : null}
    </div>
  )
}
