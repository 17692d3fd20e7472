import { sceneRegionLabels, signageBackofficeMessages } from '@bestell/domain';
import { Link } from 'react-router';
import styles from '../signage.module.css';
import { type PlanBlock, timeOf } from './week-plan';

const s = signageBackofficeMessages.segments;
const dayMinutes = 24 * 60;
const hourMarks = [0, 3, 6, 9, 12, 15, 18, 21];

/** 'TT.MM.JJJJ' of an ISO date. */
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/**
 * The week plan: seven day columns (Monday to Sunday) over the hours of the day; each segment a bar from its start
 * to its end, overlapping ones side by side, each a link to its editor that reads out stream, times and priority
 * (and the scene region when it is not the main one).
 */
export function WeekPlanView({
  days,
  streamName,
  screen,
}: {
  days: PlanBlock[][];
  streamName: (id: number) => string;
  screen: string;
}) {
  return (
    <div className={styles.plan} data-testid="week-plan">
      <div className={styles.planHours} aria-hidden="true">
        {hourMarks.map((hour) => (
          <span key={hour} className={styles.planHour} style={{ top: `${(hour / 24) * 100}%` }}>
            {timeOf(hour * 60)}
          </span>
        ))}
      </div>
      {days.map((blocks, index) => {
        const day = s.weekdaysLong[index] ?? '';
        return (
          <section key={day} className={styles.planDay} aria-label={day} data-testid={`plan-day-${index + 1}`}>
            <h3 className={styles.planDayTitle}>
              <abbr title={day}>{s.weekdaysShort[index]}</abbr>
            </h3>
            <ul className={styles.planColumn}>
              {blocks.map((block) => (
                <li
                  key={`${block.segment.id}-${block.start}`}
                  className={styles.planBlock}
                  data-testid="plan-block"
                  style={{
                    top: `${(block.start / dayMinutes) * 100}%`,
                    height: `${((block.end - block.start) / dayMinutes) * 100}%`,
                    left: `${(block.lane / block.lanes) * 100}%`,
                    width: `${100 / block.lanes}%`,
                  }}
                >
                  <Link to={`${screen}/${block.segment.id}`}>
                    {s.planEntry(
                      streamName(block.segment.streamId),
                      timeOf(block.start),
                      timeOf(block.end),
                      block.segment.priority,
                    )}
                  </Link>
                  {block.segment.region && block.segment.region !== 'main' && (
                    <span> · {sceneRegionLabels[block.segment.region] ?? block.segment.region}</span>
                  )}
                  {(block.segment.fromDate || block.segment.toDate) && (
                    <span>
                      {' '}
                      {s.planDates(
                        block.segment.fromDate ? germanDate(block.segment.fromDate) : '…',
                        block.segment.toDate ? germanDate(block.segment.toDate) : '…',
                      )}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
