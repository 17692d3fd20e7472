import type { Generated } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CreatedAt } from '../../db/schema.js';

/** Kysely types of the tables of migration 0016 (kept here so the shared schema file stays with its owner). */
export type FormSubmissionsTable = {
  id: Generated<number>;
  subject: string;
  company: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comment: string;
  recipient: string;
  shopMailSentAt: Date | null;
  confirmationSentAt: Date | null;
  mailError: string | null;
  createdAt: CreatedAt;
};

export type FormSubmissionFilesTable = {
  id: Generated<number>;
  submissionId: number;
  originalName: string;
  extension: string;
  mimeType: string;
  size: number;
  sha256: string;
  createdAt: CreatedAt;
};

export type FormAttemptsTable = {
  id: Generated<number>;
  client: string;
  attemptedAt: Date;
};

export type FormTables = {
  formSubmissions: FormSubmissionsTable;
  formSubmissionFiles: FormSubmissionFilesTable;
  formAttempts: FormAttemptsTable;
};

export function withFormTables(db: Db) {
  return db.withTables<FormTables>();
}
