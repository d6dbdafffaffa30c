import { type CalendarDate, parseDate } from "@internationalized/date"
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
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

/** Date range field with typed segments and a calendar popover (react-aria: keyboard and screen reader ready). */
export function DateRangePicker({ label, value, onChange }: DateRangePickerProps) {
  const range = toRange(value)
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
          <DateInput slot="start" className="date-input">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className="date-input">
            {(segment) => <DateSegment segment={segment} className="date-segment" />}
          </DateInput>
          <Button className="icon-button date-range-open" aria-label={`Open calendar for ${label}`}>
            <span aria-hidden="true">▾</span>
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
