import { messages } from '@bestell/domain';
import type { MailMessage } from '../notifications/mailer.js';
import { renderMail } from '../notifications/render.js';

const text = messages.backoffice.loginLinkMail;

/** The back-office page that signs in with a login link (storefront/src/backend/shell/login-link.tsx). */
export function loginLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/backend/login/link/${token}`;
}

/** The e-mail that hands a user their one-time login link (text and HTML part). */
export function loginLinkMail(input: {
  to: string;
  name: string;
  shopName: string;
  url: string;
  minutes: number;
}): MailMessage {
  return {
    to: input.to,
    ...renderMail(text.subject(input.shopName), [
      { kind: 'paragraph', text: text.greeting(input.name) },
      { kind: 'link', intro: text.intro(input.minutes), label: text.link, url: input.url },
      { kind: 'paragraph', text: text.ignore },
    ]),
  };
}
