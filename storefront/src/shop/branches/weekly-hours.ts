import { addDays, applicableEntries, hoursMessages, type OpeningHoursEntry, shopMessages } from '@bestell/domain';

export interface WeekdayHours {
  day: string;
  /** '06:00 – 19:00', several intervals joined by ', ', or 'geschlossen'. */
  text: string;
}

/** A Monday: the weekly table is computed for the seven days from here (date-bound 'once' entries are left out). */
const REFERENCE_MONDAY = '2024-01-01';

/** The regular week of a branch's hours as shown in the footer and on the home page, Monday to Sunday. */
export function weeklyHours(entries: readonly OpeningHoursEntry[]): WeekdayHours[] {
  const regular = entries.filter((entry) => entry.type !== 'once');
  return hoursMessages.weekdays.map((day, offset) => {
    const applicable = applicableEntries(regular, addDays(REFERENCE_MONDAY, offset));
    const text =
      applicable.length === 0
        ? shopMessages.closedDay
        : applicable.map((entry) => `${entry.from} – ${entry.to}`).join(', ');
    return { day, text };
  });
}
