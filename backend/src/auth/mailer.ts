import nodemailer from 'nodemailer';
import { escapeHtml } from '../http/html';
import type { Logger } from '../http/logger';
import type { SmtpConfig } from './config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly configured: boolean;
  send(mail: OutgoingMail): Promise<void>;
}

/** Sends through SMTP when it is configured; otherwise writes the mail to the log (for development). */
export function createMailer(smtp: SmtpConfig | undefined, logger: Logger): Mailer {
  if (!smtp) {
    return {
      configured: false,
      async send(mail) {
        logger.info(`SMTP is not configured; mail to ${mail.to} not sent.\nSubject: ${mail.subject}\n${mail.text}`);
      },
    };
  }
  let transport: ReturnType<typeof nodemailer.createTransport> | undefined;
  return {
    configured: true,
    async send(mail) {
      transport ??= nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ignoreTLS: smtp.ignoreTls,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      await transport.sendMail({ from: smtp.from, ...mail });
    },
  };
}

/** The password-reset mail. */
export function resetPasswordMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Reset your Basalt password',
    text:
      `Someone asked to reset the password of your Basalt account (${to}).\n\n` +
      `To choose a new password, open this link within one hour:\n${link}\n\n` +
      'If it was not you, ignore this mail: your password stays as it is.\n',
    html:
      `<p>Someone asked to reset the password of your Basalt account (${escapeHtml(to)}).</p>` +
      `<p>To choose a new password, open this link within one hour:<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` +
      '<p>If it was not you, ignore this mail: your password stays as it is.</p>',
  };
}
