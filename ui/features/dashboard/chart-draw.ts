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
import type { InsightChartProps } from "./insight-chart.types.ts"

// Only the pieces the dashboard draws. This module (and Chart.js with it) loads when the first chart
// comes near the screen (insight-chart.tsx), not with the dashboard's first render (issue 25).
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

const COLOURS = ["#0b4f8a", "#a8431a", "#2f6b2f"] as const
const POINTS = ["circle", "triangle", "rectRot"] as const

export const configOf = (props: InsightChartProps): ChartConfiguration => ({
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

/** Draws the chart of `props` on `canvas`; destroy the answer to let the canvas go. */
export const drawChart = (canvas: HTMLCanvasElement, props: InsightChartProps): { destroy(): void } =>
  new Chart(canvas, configOf(props))
