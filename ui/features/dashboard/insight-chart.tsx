import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js"
import { useEffect, useId, useRef } from "react"

// Only the pieces the dashboard draws: this module (and Chart.js) loads with /dashboard alone.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
)

/**
 * One series. `mark` keeps series apart without hue: bars, or a dashed line with its own point
 * shape. Colours pass 3:1 against white (WCAG non-text contrast).
 */
export interface ChartSeries {
  readonly label: string
  readonly values: ReadonlyArray<number>
  readonly mark: "bar" | "line"
}

const COLOURS = ["#0b4f8a", "#a8431a", "#2f6b2f"] as const
const POINTS = ["circle", "triangle", "rectRot"] as const

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

const configOf = (props: InsightChartProps): ChartConfiguration => ({
  type: "bar",
  data: {
    labels: [...props.labels],
    datasets: props.series.map((s, i) =>
      s.mark === "bar"
        ? {
            type: "bar" as const,
            label: s.label,
            data: [...s.values],
            backgroundColor: COLOURS[i % COLOURS.length],
            borderColor: COLOURS[i % COLOURS.length],
            order: 2,
          }
        : {
            type: "line" as const,
            label: s.label,
            data: [...s.values],
            borderColor: COLOURS[i % COLOURS.length],
            backgroundColor: COLOURS[i % COLOURS.length],
            borderDash: [6, 3],
            pointStyle: POINTS[i % POINTS.length],
            pointRadius: 4,
            tension: 0.2,
            order: 1,
          },
    ),
  },
  options: {
    indexAxis: props.horizontal ? "y" : "x",
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { display: props.series.length > 1, labels: { usePointStyle: true, color: "#1b2430" } },
    },
    scales: {
      x: { ticks: { color: "#4a5665", autoSkip: true, maxRotation: 0 }, beginAtZero: true },
      y: { ticks: { color: "#4a5665", precision: 0 }, beginAtZero: true },
    },
  },
})

/**
 * A chart with its title, a text summary and its data as a table: the canvas is an image named by
 * the title and described by the summary; the table (behind a disclosure) gives every value to
 * screen readers and keyboard users.
 */
export function InsightChart(props: InsightChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const id = useId()
  // Redrawn when the figures change, not on every render of the page.
  const figures = JSON.stringify([props.labels, props.series, props.horizontal])
  const latest = useRef(props)
  latest.current = props
  // biome-ignore lint/correctness/useExhaustiveDependencies: `figures` is the trigger, props are read fresh
  useEffect(() => {
    if (canvas.current === null) return
    const chart = new Chart(canvas.current, configOf(latest.current))
    return () => chart.destroy()
  }, [figures])
  const tall = props.horizontal ? Math.max(160, props.labels.length * 34 + 40) : 220
  return (
    <figure className="insight-chart insight-panel" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className="insight-chart-title">
          {props.title}
        </h3>
        <p id={`${id}-summary`} className="insight-chart-summary">
          {props.summary}
        </p>
      </figcaption>
      <div className="insight-chart-canvas" style={{ height: tall }}>
        <canvas ref={canvas} role="img" aria-label={props.title} aria-describedby={`${id}-summary`} />
      </div>
      <details className="insight-chart-data">
        <summary>Show the data as a table</summary>
        {/* Never a scrolling box: the page scrolls, so the keyboard reaches every row. */}
        <div className="insight-chart-table">
          <table>
            <caption className="visually-hidden">{props.title}</caption>
            <thead>
              <tr>
                <th scope="col">{props.labelHeader}</th>
                {props.series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.labels.map((label, row) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {props.series.map((s) => (
                    <td key={s.label}>{s.values[row]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
