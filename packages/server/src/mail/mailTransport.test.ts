import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport, createOutboxTransport, readOutbox } from './mailTransport';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the outbox mail transport', () => {
  it('writes each mail as a .json and an .eml file that tests can read back in order', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shipdeck-outbox-'));
    dirs.push(dir);
    let clock = Date.parse('2025-07-01T08:00:00Z');
    const outbox = createOutboxTransport(join(dir, 'outbox'), () => new Date(clock++));
    await outbox.send({ to: 'a@example.com', subject: 'First', text: 'one' });
    await outbox.send({ to: 'b@example.com', subject: 'Second\r\nBcc: evil@example.com', text: 'two' });
    const mails = await readOutbox(join(dir, 'outbox'));
    expect(mails.map((mail) => mail.subject)).toEqual(['First', 'Second\r\nBcc: evil@example.com']);
    const files = await readdir(join(dir, 'outbox'));
    expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(2);
    const eml = await readFile(
      join(dir, 'outbox', files.filter((f) => f.endsWith('.eml')).sort()[1] as string),
      'utf8',
    );
    // A line break in a subject cannot add a header.
    expect(eml).toContain('Subject: Second Bcc: evil@example.com\r\n');
    expect(eml).not.toMatch(/^Bcc:/m);
  });

  it('is used when no SMTP URL is configured, under <dataDir>/outbox', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shipdeck-outbox-'));
    dirs.push(dir);
    await createMailTransport({ dataDir: dir }).send({ to: 'a@example.com', subject: 'Hi', text: 'x' });
    expect(await readOutbox(join(dir, 'outbox'))).toHaveLength(1);
  });

  it('reads an outbox that does not exist yet as empty', async () => {
    expect(await readOutbox(join(tmpdir(), 'shipdeck-no-such-outbox'))).toEqual([]);
  });
});
