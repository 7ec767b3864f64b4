import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** One line or set of bars of a chart: this period's, or the one before it. */
export interface ChartSeries {
  label: string;
  values: ReadonlyArray<number | null>;
  /** This period stands out; the one before is drawn lighter behind it. */
  emphasis: 'current' | 'previous';
}

export interface InsightsChartProps {
  /** What the chart shows, read out in place of the drawing (its table has the figures). */
  label: string;
  /** The name of each point along the bottom (a day, an hour, a weekday). */
  names: readonly string[];
  series: readonly ChartSeries[];
  kind: 'line' | 'bars';
  /** A value on the left axis, in the reader's language (digits included). */
  formatValue: (value: number) => string;
}

// The brand's blue for this period, a muted grey-blue for the one before (both AA on white).
const COLOURS = { current: '#1677ad', previous: '#9aa7b4' } as const;
const HEIGHT = 220;

/**
 * A small chart drawn by uPlot in a canvas sized to its box (redrawn when the box changes width:
 * a phone turned, a window resized). The canvas is a picture to assistive technology: its label
 * says what it shows, and the page's table view gives every figure.
 */
export function InsightsChart({ label, names, series, kind, formatValue }: InsightsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data = [
      names.map((_, index) => index),
      ...series.map((one) => one.values.map((value) => value)),
    ] as AlignedData;
    const bars = kind === 'bars' ? uPlot.paths.bars?.({ size: [0.7, 48], gap: 2 }) : undefined;
    const options: Options = {
      width: Math.max(element.clientWidth, 240),
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false } },
      axes: [
        {
          values: (_chart, ticks) => ticks.map((tick) => names[Math.round(tick)] ?? ''),
          stroke: '#51606f',
          grid: { show: false },
        },
        {
          values: (_chart, ticks) => ticks.map((tick) => formatValue(tick)),
          stroke: '#51606f',
          size: 72,
          grid: { stroke: '#eaeef2' },
        },
      ],
      series: [
        {},
        ...series.map((one) => ({
          label: one.label,
          stroke: COLOURS[one.emphasis],
          fill: kind === 'bars' ? COLOURS[one.emphasis] : undefined,
          width: one.emphasis === 'current' ? 2 : 1.5,
          paths: bars,
          points: { show: names.length <= 31 && kind === 'line' },
        })),
      ],
    };
    const chart = new uPlot(options, data, element);
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            chart.setSize({ width: Math.max(element.clientWidth, 240), height: HEIGHT });
          });
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      chart.destroy();
    };
  }, [names, series, kind, formatValue]);
  return (
    <figure className="insights-chart">
      <div ref={box} role="img" aria-label={label} className="insights-chart__canvas" />
      <figcaption className="insights-chart__legend">
        {series.map((one) => (
          <span key={one.label} className="insights-chart__key">
            <span
              aria-hidden="true"
              className="insights-chart__swatch"
              style={{ background: COLOURS[one.emphasis] }}
            />
            {one.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
