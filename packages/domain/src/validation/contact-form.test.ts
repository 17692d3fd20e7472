import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages/validation.js';
import { zodErrorToApiErrors } from './api-errors.js';
import {
  contactFormSchema,
  contactSubjectFromQuery,
  contactSubjectGroups,
  contactSubjects,
  countWords,
} from './contact-form.js';

const eightWords = 'Wir hätten gerne ein Angebot für dreißig Personen.';
const form = {
  subject: 'Partybrezel',
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
    expect(contactSubjectGroups).toEqual([
      { label: 'Partyservice', options: ['Partybrezel', 'Partyplatten', 'Geschenkkörbe', 'Firmenessen'] },
      { label: 'Stellen', options: ['Jobs'] },
      { label: 'Sonstiges', options: ['Anderer Anlass'] },
    ]);
    expect(contactSubjects).toEqual(contactSubjectGroups.flatMap((group) => group.options));
  });

  it.each([
    ['partybrezel', 'Partybrezel'],
    ['partyplatten', 'Partyplatten'],
    ['geschenkkoerbe', 'Geschenkkörbe'],
    ['firmenessen', 'Firmenessen'],
    ['jobs', 'Jobs'],
    ['sonstiges', 'Anderer Anlass'],
    [' Jobs ', 'Jobs'],
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
  });

  it('keeps the uploaded file objects as they are', () => {
    const file = { name: 'Lebenslauf.PDF', size: 1000 };
    const result = contactFormSchema.parse({ ...form, subject: 'Jobs', upload: [file] });
    expect(result.upload[0]).toBe(file);
  });

  it.each([
    ['subject missing', { subject: undefined }, 'subject', m.blank],
    ['subject empty', { subject: '' }, 'subject', m.blank],
    ['subject unknown', { subject: 'Catering' }, 'subject', m.invalidChoice],
    ['subject as group label', { subject: 'Partyservice' }, 'subject', m.invalidChoice],
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
    ['company too long', { company: 'x'.repeat(256) }, 'company', m.tooLong({ limit: 255 })],
    ['unknown field', { website: 'x' }, 'website', m.unexpectedField],
    ['upload not a file', { upload: ['x'] }, 'upload.0', m.invalidFile],
    [
      'upload of a wrong type',
      { upload: [{ name: 'bild.png' }] },
      'upload.0',
      m.invalidFileType({ extension: 'png', allowed: ['pdf', 'doc', 'docx', 'zip'] }),
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
    expect(errorsOf({ ...form, subject: 'Jobs', ...change })).toEqual([{ field: 'upload', message: m.uploadRequired }]);
  });

  it('reports the missing upload for Jobs together with other errors', () => {
    expect(errorsOf({ ...form, subject: 'Jobs', firstName: '' })).toEqual([
      { field: 'firstName', message: m.blank },
      { field: 'upload', message: m.uploadRequired },
    ]);
  });

  it.each([['pdf'], ['doc'], ['docx'], ['zip']])('accepts a .%s for Jobs', (extension) => {
    expect(errorsOf({ ...form, subject: 'Jobs', upload: [{ name: `bewerbung.${extension}` }] })).toEqual([]);
  });

  it('texts are those of the spec', () => {
    expect(m.commentTooManyWords).toBe('Maximal 250 Wörter');
    expect(m.privacyNotAccepted).toBe('Hiermit akzeptiere ich die Datenschutzerklärung.');
  });
});
