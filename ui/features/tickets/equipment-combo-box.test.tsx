import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { EquipmentComboBox, type EquipmentComboBoxProps } from "./equipment-combo-box.tsx"

const press = {
  equipmentid: 7,
  description: "Hydraulic Press",
  modelnumber: "HP-200",
  serialnumber: "SN-1042",
}

const render = (props: Partial<EquipmentComboBoxProps>) =>
  renderToStaticMarkup(
    <EquipmentComboBox
      id="nt-equipment"
      label="Equipment"
      equipment={[press]}
      value={null}
      hasLocation
      disabled={false}
      error={undefined}
      onChange={() => {}}
      {...props}
    />,
  )

/** The trigger button's text (its accessible name: the label, hidden, then what is shown). */
const buttonText = (html: string) =>
  /<button[^>]*id="nt-equipment"[^>]*>(.*?)<\/button>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace("▾", "")
    .trim()

describe("EquipmentComboBox", () => {
  it("names the choice in its button: the chosen equipment's label, or not specific equipment", () => {
    expect(buttonText(render({ value: 7 }))).toBe("Equipment: Hydraulic Press · HP-200 · SN-1042")
    expect(buttonText(render({ value: null }))).toBe("Equipment: Not specific equipment")
  })

  it("is disabled with the reason shown until there is something to choose", () => {
    for (const [props, text] of [
      [{ hasLocation: false }, "Choose a location first"],
      [{ equipment: null }, "Loading equipment…"],
      [{ equipment: [] }, "No equipment listed here"],
    ] as const) {
      const html = render(props)
      expect(buttonText(html)).toBe(`Equipment: ${text}`)
      expect(html).toMatch(/<button[^>]*disabled=""/)
    }
    expect(render({})).not.toMatch(/<button[^>]*disabled=""/)
  })

  it("ties a form error to the button", () => {
    const html = render({ error: "Equipment is not valid." })
    expect(html).toMatch(/<button[^>]*aria-describedby="nt-equipment-error"/)
    expect(html).toContain('<p id="nt-equipment-error" class="field-error">Equipment is not valid.</p>')
    expect(html).toContain('data-invalid="true"')
  })
})
