/** What a dashboard chart shows: shared by the chart (insight-chart.tsx) and its drawing (chart-draw.ts). */

/**
 * One series. `mark` keeps series apart without hue: bars, or a dashed line with its own point
 * shape. Colours pass 3:1 against white (WCAG non-text contrast).
 */
export interface ChartSeries {
  readonly label: string
  readonly values: ReadonlyArray<number>
  readonly mark: "bar" | "line"
}

export interface InsightChartProps {
  readonly title: string
  /** One or two sentences saying what the chart shows: the canvas's accessible name's description. */
  readonly summary: string
  readonly labels: ReadonlyArray<string>
  readonly series: ReadonlyArray<ChartSeries>
  /** Header of the label column in the data table. */
  readonly labelHeader: string
  readonly horizontal?: boolean
}
