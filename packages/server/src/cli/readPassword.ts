import type { Readable, Writable } from 'node:stream';

/**
 * A password for an operator command: from standard input when it is not a terminal (scripts,
 * secrets managers: `echo "$PW" | …`, one line, the line break dropped), else asked for twice at
 * the prompt without echo. Never taken from the command line, where `ps` and shell history see it.
 */
export async function readPassword(input: Readable & { isTTY?: boolean }, prompt: Writable): Promise<string> {
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.replace(/\r?\n$/, '');
  }
  const first = await askHidden(input, prompt, 'Password: ');
  const second = await askHidden(input, prompt, 'Repeat the password: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

function askHidden(
  input: Readable & { setRawMode?: (raw: boolean) => void },
  prompt: Writable,
  question: string,
): Promise<string> {
  prompt.write(question);
  input.setRawMode?.(true);
  input.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode?.(false);
      input.pause();
      input.off('data', onData);
      prompt.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
