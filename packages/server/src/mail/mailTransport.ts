import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: SMTP when SHIPDECK_SMTP_URL is set, else files in <dataDir>/outbox. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

/** The sender of every mail; the product name is configuration elsewhere, this is the mailbox. */
export const MAIL_FROM = 'Shipdeck <no-reply@shipdeck.local>';

/**
 * One file pair per mail, named so they sort by time: `<iso>-<uuid>.json` (what tests and
 * developers read) and `.eml` (opens in any mail program). Nothing leaves the machine.
 */
export function createOutboxTransport(folder: string, now: () => Date = () => new Date()): MailTransport {
  return {
    async send(mail) {
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const sentAt = now().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}`;
      const eml = [
        `From: ${MAIL_FROM}`,
        `To: ${headerSafe(mail.to)}`,
        `Subject: ${headerSafe(mail.subject)}`,
        `Date: ${new Date(sentAt).toUTCString()}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
      ].join('\r\n');
      await writeFile(
        join(folder, `${name}.json`),
        `${JSON.stringify({ ...mail, from: MAIL_FROM, sentAt }, null, 2)}\n`,
        {
          mode: 0o600,
        },
      );
      await writeFile(join(folder, `${name}.eml`), eml, { mode: 0o600 });
    },
  };
}

/** Header values come from people (names, e-mail addresses): no line breaks may reach a header. */
const headerSafe = (value: string) => value.replace(/[\r\n]+/g, ' ');

/**
 * SMTP through nodemailer, e.g. smtp://user:pass@smtp.example.com:587 or smtps://… nodemailer is
 * imported on the first mail: a server writing to its outbox never loads it.
 */
export function createSmtpTransport(url: string): MailTransport {
  let transporter: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await transporter).sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      });
    },
  };
}

export function createMailTransport(options: {
  smtpUrl?: string | undefined;
  dataDir: string;
}): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl)
    : createOutboxTransport(join(options.dataDir, 'outbox'));
}

/** The mails in an outbox folder, oldest first (for tests and the demo). */
export async function readOutbox(folder: string): Promise<Array<Mail & { sentAt: string }>> {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8'))));
}
