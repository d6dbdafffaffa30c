import { useEffect, useId, useRef, useState } from "react"
import type { InsightChartProps } from "./insight-chart.types.ts"

/**
 * Runs `draw` once `element` is on screen (at once where the browser cannot tell), so a dashboard's
 * first render builds no chart below the fold and loads no chart code until one shows (issue 25; on
 * a 412 x 823 phone the first chart's canvas starts 28 px below the first screen). The answer stops waiting and destroys what was drawn.
 */
const whenNearScreen = (element: Element, draw: () => Promise<{ destroy(): void }>) => {
  let stopped = false
  let drawn: { destroy(): void } | undefined
  const start = () => {
    observer?.disconnect()
    void draw().then((chart) => {
      if (stopped) chart.destroy()
      else drawn = chart
    })
  }
  const observer =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start())
  if (observer === undefined) start()
  else observer.observe(element)
  return () => {
    stopped = true
    observer?.disconnect()
    drawn?.destroy()
  }
}

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
    const target = canvas.current
    if (target === null) return
    return whenNearScreen(target, () =>
      import("./chart-draw.ts").then(({ drawChart }) => drawChart(target, latest.current)),
    )
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
      <ChartData {...props} />
    </figure>
  )
}

/**
 * The chart's figures as a table behind a disclosure. The rows are rendered only while it is open:
 * a dashboard holds a thousand cells of closed tables (105 weeks of two series, ...), which made up
 * most of its first render and two thirds of its DOM (issue 25).
 */
function ChartData(props: InsightChartProps) {
  const [open, setOpen] = useState(false)
  return (
    <details className="insight-chart-data" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Show the data as a table</summary>
      {/* Never a scrolling box: the page scrolls, so the keyboard reaches every row. */}
      {open ? (
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
      ) : null}
    </details>
  )
}
