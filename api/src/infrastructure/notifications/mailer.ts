import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { MailConfig } from '../../kernel/config.js';

/** A file sent along (contact form uploads): read from `path` when the mail is sent. */
export interface MailAttachment {
  filename: string;
  path: string;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Optional: files attached to the mail. */
  attachments?: MailAttachment[];
  /** Optional: where replies go (the contact form's sender). */
  replyTo?: string;
}

/** 'sent': handed to the SMTP server; 'logged': no SMTP configured, the mail went to the log. */
export type DeliveryResult = 'sent' | 'logged';

export interface Mailer {
  /** Throws when the SMTP server refuses or cannot be reached. */
  send(message: MailMessage, senderName: string): Promise<DeliveryResult>;
}

/** `Shop <addr>` from a bare MAIL_FROM address; a MAIL_FROM with its own display name is kept. */
export function senderOf(from: string, senderName: string): string | { name: string; address: string } {
  return from.includes('<') ? from : { name: senderName, address: from };
}

/**
 * Mails over SMTP with nodemailer (SMTP_URL or SMTP_HOST/…); without SMTP settings each mail is written to the log
 * at info level instead (subject, recipient and the text part), so the demo shows what would have been sent.
 */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  const smtp = config.smtp;
  if (!smtp) {
    return {
      async send(message) {
        logger.info(
          {
            mail: {
              to: message.to,
              subject: message.subject,
              text: message.text,
              attachments: message.attachments?.map((attachment) => attachment.filename),
            },
          },
          'mail not sent (SMTP not configured)',
        );
        return 'logged';
      },
    };
  }
  const transport =
    'url' in smtp
      ? nodemailer.createTransport(smtp.url)
      : nodemailer.createTransport({
          host: smtp.host,
          port: smtp.port,
          secure: smtp.secure,
          ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
        });
  return {
    async send(message, senderName) {
      await transport.sendMail({
        from: senderOf(config.from, senderName),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.attachments ? { attachments: message.attachments } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      });
      return 'sent';
    },
  };
}
