import { type ContactSubject, contactFormMessages as cm, contactSubjectLabel } from '@bestell/domain';
import type { MailAttachment, MailMessage } from '../../infrastructure/notifications/mailer.js';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** The stored fields of a submission (spec §3 Custom form: the privacy flag is not kept). */
export interface SubmittedForm {
  subject: ContactSubject;
  company: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  comment: string;
}

type Form = SubmittedForm;

/** The form's fields as label/value rows (the comment last). */
function rows(form: Form): [string, string][] {
  return [
    [cm.subjectLabel, contactSubjectLabel(form.subject)],
    ...(form.company ? ([[cm.companyLabel, form.company]] as [string, string][]) : []),
    [cm.firstNameLabel, form.firstName],
    [cm.lastNameLabel, form.lastName],
    [cm.emailLabel, form.email],
    [cm.phoneLabel, form.phone],
    [cm.commentLabel, form.comment],
  ];
}

function textRows(form: Form): string {
  return rows(form)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

function htmlRows(form: Form): string {
  const cells = rows(form)
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table cellspacing="0" cellpadding="0">${cells}</table>`;
}

/** The shop's copy: every field, the files attached, replies go to the sender. */
export function shopMail(form: Form, recipient: string, attachments: MailAttachment[]): MailMessage {
  const name = `${form.firstName} ${form.lastName}`;
  const filesLine = attachments.length > 0 ? cm.shopMailAttachments({ count: attachments.length }) : '';
  return {
    to: recipient,
    replyTo: form.email,
    subject: cm.shopMailSubject({ subject: contactSubjectLabel(form.subject), name }),
    text: [cm.shopMailIntro, '', textRows(form), ...(filesLine ? ['', filesLine] : [])].join('\n'),
    html: `<p>${escapeHtml(cm.shopMailIntro)}</p>${htmlRows(form)}${filesLine ? `<p>${escapeHtml(filesLine)}</p>` : ''}`,
    attachments,
  };
}

/** The confirmation to the sender: thanks and a copy of what was sent (without the files). */
export function confirmationMail(form: Form, shopName: string): MailMessage {
  const greeting = cm.confirmationGreeting({ name: `${form.firstName} ${form.lastName}` });
  const closing = cm.confirmationClosing({ shopName });
  return {
    to: form.email,
    subject: cm.confirmationSubject({ shopName }),
    text: [greeting, '', cm.confirmationBody, '', cm.confirmationSummary, textRows(form), '', closing].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(cm.confirmationBody)}</p>`,
      `<p>${escapeHtml(cm.confirmationSummary)}</p>`,
      htmlRows(form),
      `<p style="white-space:pre-line">${escapeHtml(closing)}</p>`,
    ].join(''),
  };
}
