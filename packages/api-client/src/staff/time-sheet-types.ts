import type { AnswerData } from '../generated/types.js';

/** The `data` of GET /api/time-sheets/{userId}/{month} (the document's answer schema, issue 28.4). */
export type TimeSheetAnswer = AnswerData<'getTimeSheetsByUserIdByMonth'>;
/** One local day of the sheet: its pieces, minutes, absence, public holiday and AZG warnings. */
export type SheetDayAnswer = TimeSheetAnswer['days'][number];
/** An activity of the month with its breaks and corrections (`version` for If-Match when an admin corrects it). */
export type SheetActivity = TimeSheetAnswer['activities'][number];
/** An activity an admin deleted (with the reason): shown struck through on its day, not counted. */
export type SheetRemoved = TimeSheetAnswer['removed'][number];
