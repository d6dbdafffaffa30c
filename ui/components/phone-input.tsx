import * as Flags from "country-flag-icons/react/3x2"
import { type KeyboardEvent, useRef, useState } from "react"
import {
  Autocomplete,
  Button,
  Dialog,
  DialogTrigger,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  useFilter,
} from "react-aria-components"
import type { PhoneInputEvent, PhoneInputState } from "../../core/domain/validation/phone-input.ts"
import { PHONE_LIMITS } from "../../core/domain/validation/phone-limits.ts"
import {
  opensUpward,
  phoneCountries,
  type PhoneCountry,
  type TypeAhead,
  typeAheadStep,
} from "../../core/domain/validation/phone-countries.ts"
import "../styles/phone-input.css"

function Flag({ iso2 }: { readonly iso2: string }) {
  const Svg = (Flags as Record<string, (props: { className?: string }) => React.ReactElement>)[iso2]
  return Svg ? (
    <Svg className="phone-flag" aria-hidden="true" />
  ) : (
    <span className="phone-flag" aria-hidden="true" />
  )
}

const label = (c: PhoneCountry) => `${c.name} +${c.dialCode}`

interface CountryPickerProps {
  readonly country: PhoneCountry
  readonly disabled: boolean
  readonly onChoose: (iso2: string) => void
}

/**
 * The country button and its list (spec section 9): flags, dial codes, a search box; letters typed
 * on the button within 700 ms find a country by name; the list opens upward when less than 200 px
 * are left below.
 */
function CountryPicker({ country, disabled, onChoose }: CountryPickerProps) {
  const trigger = useRef<HTMLButtonElement>(null)
  const typed = useRef<TypeAhead>({ text: "", at: 0 })
  const [upward, setUpward] = useState(false)
  const [open, setOpen] = useState(false)
  const { contains } = useFilter({ sensitivity: "base" })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || !/\p{L}/u.test(event.key)) return
    const { next, match } = typeAheadStep(typed.current, event.key, event.timeStamp)
    typed.current = next
    if (match) onChoose(match.iso2)
  }
  const onOpenChange = (next: boolean) => {
    const rect = trigger.current?.getBoundingClientRect()
    if (next && rect) setUpward(opensUpward(window.innerHeight - rect.bottom))
    setOpen(next)
  }
  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange}>
      <Button
        ref={trigger}
        className="phone-country"
        isDisabled={disabled}
        aria-label={`Country: ${label(country)}`}
        onKeyDown={onKeyDown}
      >
        <Flag iso2={country.iso2} />
        <span aria-hidden="true">+{country.dialCode}</span>
      </Button>
      <Popover className="phone-popover" placement={upward ? "top start" : "bottom start"} shouldFlip={false}>
        <Dialog aria-label="Choose a country" className="phone-dialog">
          <Autocomplete filter={(text, input) => contains(text, input)}>
            <SearchField aria-label="Search countries" autoFocus className="phone-search">
              <Input placeholder="Search" />
            </SearchField>
            <ListBox
              aria-label="Countries"
              className="phone-countries"
              items={phoneCountries().map((c) => ({ ...c, id: c.iso2 }))}
              onAction={(key) => {
                onChoose(String(key))
                setOpen(false)
              }}
            >
              {(c) => (
                <ListBoxItem id={c.iso2} textValue={label(c)} className="phone-option">
                  <Flag iso2={c.iso2} />
                  <span>{c.name}</span>
                  <span className="phone-dial">+{c.dialCode}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Autocomplete>
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}

export interface PhoneInputProps {
  readonly id: string
  readonly state: PhoneInputState
  readonly onEvent: (event: PhoneInputEvent) => void
  readonly disabled?: boolean
  readonly describedBy?: string | undefined
  readonly invalid?: boolean
}

/**
 * The phone input (spec sections 3, 4 and 9) over the core reducer `phoneInputStep`: national mode,
 * unformatted while focused, formatted at blur, at most 25 characters.
 */
export function PhoneInput({ id, state, onEvent, disabled = false, describedBy, invalid }: PhoneInputProps) {
  return (
    <div className="phone-input" data-invalid={invalid || undefined}>
      <CountryPicker
        country={state.country}
        disabled={disabled}
        onChoose={(iso2) => onEvent({ type: "phone.country", iso2 })}
      />
      <input
        id={id}
        type="tel"
        autoComplete="tel-national"
        placeholder="Phone Number"
        maxLength={PHONE_LIMITS.maxInputLength}
        value={state.text}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={() => onEvent({ type: "phone.focus" })}
        onBlur={() => onEvent({ type: "phone.blur" })}
        onChange={(e) => onEvent({ type: "phone.input", text: e.target.value })}
      />
    </div>
  )
}
