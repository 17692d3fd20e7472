/**
 * How staff see when an order is due (issue 21.12): today's time alone, tomorrow's with 'morgen', any other day with
 * its short weekday and date. Not worded in the spec.
 */
export const dueTimeMessages = {
  today: (p: { time: string }) => p.time,
  tomorrow: (p: { time: string }) => `morgen ${p.time}`,
  /** 'Sa 28.11. 10:00'; `date` is '28.11.' (or '28.11.2027' more than half a year away). */
  otherDay: (p: { weekday: string; date: string; time: string }) => `${p.weekday} ${p.date} ${p.time}`,
  /** Short weekday names, ISO order (index 0 = Monday). */
  weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
} as const;
