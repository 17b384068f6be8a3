import type { DailyCount } from '@folio/shared';
import { useState } from 'react';
import { dailyChart } from './dailyChart.js';

const WIDTH = 720;
const HEIGHT = 120;

/**
 * Views per day over the days the server sent (90), as bars, with its summary in words for screen
 * readers and a table of the days that had any, behind a disclosure. An empty period says so. The
 * table's rows (up to 90, three cells each) are made only once the disclosure is opened.
 */
export function DailyChart({ daily }: { daily: readonly DailyCount[] }) {
  const [tableShown, setTableShown] = useState(false);
  const chart = dailyChart(daily, 'views', WIDTH, HEIGHT);
  const days = daily.length;
  const first = daily[0]?.date ?? '';
  const last = daily.at(-1)?.date ?? '';
  const summary = chart.busiest
    ? `${chart.total.toLocaleString()} views in the last ${days} days; most on ${chart.busiest.date} (${chart.busiest.value.toLocaleString()}).`
    : `No views in the last ${days} days yet.`;
  return (
    <figure className="card daily-chart" aria-labelledby="daily-chart-title">
      <figcaption id="daily-chart-title" className="daily-chart__title">
        Views per day, last {days} days
      </figcaption>
      {chart.busiest ? (
        <svg
          className="daily-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
        >
          {chart.bars
            .filter((b) => b.value > 0)
            .map((b) => (
              <rect key={b.date} x={b.x} y={b.y} width={chart.barWidth} height={b.height}>
                <title>{`${b.date}: ${b.value.toLocaleString()}`}</title>
              </rect>
            ))}
        </svg>
      ) : (
        <p className="daily-chart__empty">{summary}</p>
      )}
      {chart.busiest && (
        <>
          <p className="daily-chart__range">
            <span>{first}</span>
            <span>{last}</span>
          </p>
          <details onToggle={(event) => event.currentTarget.open && setTableShown(true)}>
            <summary>The numbers</summary>
            {tableShown && <DailyTable daily={daily} />}
          </details>
        </>
      )}
    </figure>
  );
}

/** The days that had any views or visitors, one row each. */
function DailyTable({ daily }: { daily: readonly DailyCount[] }) {
  return (
    <table className="daily-chart__table">
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Views</th>
          <th scope="col">Unique visitors</th>
        </tr>
      </thead>
      <tbody>
        {daily
          .filter((d) => d.views > 0 || d.uniqueVisitors > 0)
          .map((d) => (
            <tr key={d.date}>
              <td>{d.date}</td>
              <td>{d.views.toLocaleString()}</td>
              <td>{d.uniqueVisitors.toLocaleString()}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
