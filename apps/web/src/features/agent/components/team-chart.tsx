import { useEffect, useId, useRef, useState } from 'react';
import type { TeamDay } from '@m/contract';
import type UPlot from 'uplot';
import { useT } from '@/lib/i18n/use-t';
import { useFormatMoney } from '@/lib/site-status';

/** The plot's height; the box keeps it before the library arrives, so nothing moves when the chart appears. */
const CHART_HEIGHT = 200;

const compactNumber = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** The day under the x axis: `MM-DD`. */
const shortDay = (day: string) => day.slice(5);

type Colors = { turnover: string; net: string; axis: string; grid: string };

const chartOptions = (days: readonly TeamDay[], width: number, colors: Colors, labels: { turnover: string; net: string }): UPlot.Options => {
  const axis = { stroke: colors.axis, grid: { stroke: colors.grid, width: 1 }, ticks: { show: false }, font: '11px system-ui, sans-serif' };
  const points = { show: days.length <= 31, size: 4 };
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: false } },
    series: [
      {},
      { label: labels.turnover, stroke: colors.turnover, width: 2, points },
      { label: labels.net, stroke: colors.net, width: 2, dash: [6, 3], points },
    ],
    axes: [
      { ...axis, values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) && days[split] ? shortDay(days[split].day) : '')) },
      { ...axis, size: 48, values: (_chart, splits) => splits.map((split) => compactNumber.format(split)) },
    ],
  };
};

/**
 * The team's turnover and net per day as a line chart, drawn by uPlot, loaded with the first chart
 * (not with the app). The plot is drawn left to right in every language, as a time axis reads, with
 * Latin digits; the legend follows the page's direction, and a table holds the same figures for screen readers.
 */
export function TeamChart({ days }: { days: readonly TeamDay[] }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const captionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const turnoverLabel = t('teamReport.turnover');
  const netLabel = t('teamReport.net');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: UPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void import('@/features/agent/components/team-chart-library')
      .then(({ UPlotChart }) => {
        if (cancelled) return;
        const style = getComputedStyle(element);
        const colors = {
          turnover: style.getPropertyValue('--team-chart-turnover').trim(),
          net: style.getPropertyValue('--team-chart-net').trim(),
          axis: style.color,
          grid: style.getPropertyValue('--team-chart-grid').trim(),
        };
        const data: UPlot.AlignedData = [days.map((_, index) => index), days.map((day) => day.turnover), days.map((day) => day.net)];
        element.replaceChildren();
        chart = new UPlotChart(chartOptions(days, element.clientWidth || 300, colors, { turnover: turnoverLabel, net: netLabel }), data, element);
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }));
        observer.observe(element);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, turnoverLabel, netLabel]);

  return (
    <figure className="team-chart" aria-labelledby={captionId} data-testid="team-chart">
      <figcaption id={captionId} className="team-chart-title">{t('teamReport.chartTitle')}</figcaption>
      <ul className="team-chart-legend" aria-hidden="true">
        <li><span className="team-chart-swatch team-chart-swatch-turnover" />{turnoverLabel}</li>
        <li><span className="team-chart-swatch team-chart-swatch-net" />{netLabel}</li>
      </ul>
      <div ref={box} className="team-chart-plot" dir="ltr" aria-hidden="true" data-testid="team-chart-plot">
        {failed && <p className="team-chart-failed">{t('teamReport.chartUnavailable')}</p>}
      </div>
      <table className="visually-hidden">
        <caption>{t('teamReport.chartTitle')}</caption>
        <thead>
          <tr><th scope="col">{t('teamReport.day')}</th><th scope="col">{turnoverLabel}</th><th scope="col">{netLabel}</th></tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" dir="ltr">{day.day}</th>
              <td>{formatMoney(day.turnover)}</td>
              <td>{formatMoney(day.net, { signed: true })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
