import type { AnswerData } from '../generated/types.js';

/** One entry of the audit log list (GET /api/logs): who, when, what, which fields changed. */
export type AuditLogListEntry = AnswerData<'getLogs'>[number];
/** One audit log entry with the entity before and after the change (GET /api/logs/{id}). */
export type AuditLogEntry = AnswerData<'getLogsById'>;
/** One received contact or job form in the inbox list (GET /api/form-submissions). */
export type FormSubmissionListEntry = AnswerData<'getFormSubmissions'>[number];
/** One received form with its message and files (GET /api/form-submissions/{id}). */
export type FormSubmission = AnswerData<'getFormSubmissionsById'>;
