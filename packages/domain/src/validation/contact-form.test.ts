import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages/validation.js';
import { zodErrorToApiErrors } from './api-errors.js';
import {
  contactFormFileExtensions,
  contactFormSchema,
  contactFormSubjectGroups,
  contactFormSubjects,
  contactSubjectFromQuery,
  countWords,
} from './contact-form.js';

const eightWords = 'Wir hätten gerne ein Angebot für dreißig Personen.';
const form = {
  subject: 'partybrezel',
  firstName: 'Jo',
  lastName: 'Li',
  email: 'jo@example.at',
  phone: '066412',
  comment: eightWords,
  privacy: true,
};

function errorsOf(input: unknown) {
  const result = contactFormSchema.safeParse(input);
  return result.success ? [] : zodErrorToApiErrors(result.error).map(({ field, message }) => ({ field, message }));
}

describe('contact subjects (§2 Contact form section)', () => {
  it('has the groups and options of the spec', () => {
    expect(contactFormSubjects.map(({ value, label, group }) => [value, label, group])).toEqual([
      ['partybrezel', 'Partybrezel', 'Partyservice'],
      ['partyplatten', 'Partyplatten', 'Partyservice'],
      ['geschenkkoerbe', 'Geschenkkörbe', 'Partyservice'],
      ['firmenessen', 'Firmenessen', 'Partyservice'],
      ['jobs', 'Jobs', 'Stellen'],
      ['sonstiges', 'Anderer Anlass', 'Sonstiges'],
    ]);
    expect(contactFormSubjectGroups.map((group) => [group.label, group.options.length])).toEqual([
      ['Partyservice', 4],
      ['Stellen', 1],
      ['Sonstiges', 1],
    ]);
  });

  it.each([
    ['partybrezel', 'partybrezel'],
    ['partyplatten', 'partyplatten'],
    ['geschenkkoerbe', 'geschenkkoerbe'],
    ['firmenessen', 'firmenessen'],
    ['jobs', 'jobs'],
    ['sonstiges', 'sonstiges'],
    [' Jobs ', 'jobs'],
    ['geschenkkörbe', null],
    ['toString', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('anliegen=%j pre-selects %j', (query, subject) => {
    expect(contactSubjectFromQuery(query)).toBe(subject);
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['eins', 1],
    [' eins  zwei\ndrei\tvier ', 4],
  ])('%j → %i', (text, count) => {
    expect(countWords(text)).toBe(count);
  });
});

describe('contact form (§5 Contact form)', () => {
  it('accepts a complete form; company optional; upload defaults to none', () => {
    const result = contactFormSchema.parse(form);
    expect(result).toEqual({ ...form, company: null, upload: [] });
    expect(contactFormSchema.parse({ ...form, privacy: 'true', website: '' }).privacy).toBe(true);
  });

  it('keeps the uploaded file objects as they are', () => {
    const file = { name: 'Lebenslauf.PDF', size: 1000 };
    const result = contactFormSchema.parse({ ...form, subject: 'jobs', upload: [file] });
    expect(result.upload[0]).toBe(file);
  });

  it.each([
    ['subject missing', { subject: undefined }, 'subject', m.blank],
    ['subject empty', { subject: '' }, 'subject', m.blank],
    ['subject unknown', { subject: 'Catering' }, 'subject', m.invalidChoice],
    ['subject as group label', { subject: 'Partyservice' }, 'subject', m.invalidChoice],
    ['subject as option label', { subject: 'Partybrezel' }, 'subject', m.invalidChoice],
    ['first name one character', { firstName: 'J' }, 'firstName', m.tooShort({ limit: 2 })],
    ['first name one character with spaces', { firstName: ' J ' }, 'firstName', m.tooShort({ limit: 2 })],
    ['first name empty', { firstName: '' }, 'firstName', m.blank],
    ['last name one character', { lastName: 'L' }, 'lastName', m.tooShort({ limit: 2 })],
    ['last name missing', { lastName: undefined }, 'lastName', m.blank],
    ['email empty', { email: '' }, 'email', m.blank],
    ['email invalid', { email: 'jo@example' }, 'email', m.invalidEmail],
    ['phone five characters', { phone: '06641' }, 'phone', m.tooShort({ limit: 6 })],
    ['phone missing', { phone: undefined }, 'phone', m.blank],
    ['comment empty', { comment: '' }, 'comment', m.blank],
    [
      'comment seven words',
      { comment: 'eins zwei drei vier fünf sechs sieben' },
      'comment',
      m.commentTooFewWords({ limit: 8 }),
    ],
    ['comment 251 words', { comment: Array(251).fill('Wort').join(' ') }, 'comment', m.commentTooManyWords],
    ['privacy not accepted', { privacy: false }, 'privacy', m.privacyNotAccepted],
    ['privacy missing', { privacy: undefined }, 'privacy', m.privacyNotAccepted],
    ['privacy as the string false', { privacy: 'false' }, 'privacy', m.privacyNotAccepted],
    ['company too long', { company: 'x'.repeat(256) }, 'company', m.tooLong({ limit: 255 })],
    ['unknown field', { homepage: 'x' }, 'homepage', m.unexpectedField],
    ['upload not a file', { upload: ['x'] }, 'upload.0', m.invalidFile],
    [
      'upload of a wrong type',
      { upload: [{ name: 'seite.html' }] },
      'upload.0',
      m.invalidFileType({ extension: 'html', allowed: contactFormFileExtensions }),
    ],
    [
      'upload over 15 MB',
      { upload: [{ name: 'gross.pdf', size: 15 * 1024 * 1024 + 1 }] },
      'upload.0',
      'Die ausgewählte Datei "gross.pdf" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    ],
  ])('%s → its message', (_case, change, field, message) => {
    expect(errorsOf({ ...form, ...change })).toEqual([{ field, message }]);
  });

  it('accepts exactly 8 and exactly 250 words', () => {
    expect(errorsOf({ ...form, comment: Array(8).fill('Wort').join(' ') })).toEqual([]);
    expect(errorsOf({ ...form, comment: Array(250).fill('Wort').join(' ') })).toEqual([]);
  });

  it.each([
    ['no upload', {}],
    ['an empty upload list', { upload: [] }],
  ])('requires an upload for subject Jobs: %s', (_case, change) => {
    expect(errorsOf({ ...form, subject: 'jobs', ...change })).toEqual([{ field: 'upload', message: m.uploadRequired }]);
  });

  it('reports the missing upload for Jobs together with other errors', () => {
    expect(errorsOf({ ...form, subject: 'jobs', firstName: '' })).toEqual([
      { field: 'firstName', message: m.blank },
      { field: 'upload', message: m.uploadRequired },
    ]);
  });

  it.each([['pdf'], ['doc'], ['docx'], ['zip'], ['jpg'], ['png'], ['xlsx']])('accepts a .%s for Jobs', (extension) => {
    expect(errorsOf({ ...form, subject: 'jobs', upload: [{ name: `bewerbung.${extension}` }] })).toEqual([]);
  });

  it('texts are those of the spec', () => {
    expect(m.commentTooManyWords).toBe('Maximal 250 Wörter');
    expect(m.privacyNotAccepted).toBe('Hiermit akzeptiere ich die Datenschutzerklärung.');
  });
});
