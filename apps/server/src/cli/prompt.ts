import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/**
 * Reads one line: typed at the terminal without echo when `hidden`, or the next line of stdin when
 * it is piped (`printf '%s\n' "$PASSWORD" | npm run ops -- login`). Secrets never come as arguments.
 */
export async function readLine(question: string, options: { hidden?: boolean } = {}): Promise<string> {
  const interactive = process.stdin.isTTY === true;
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output: interactive ? output : undefined, terminal: interactive });
  if (interactive) process.stderr.write(question);
  muted = interactive && options.hidden === true;
  try {
    const line = await new Promise<string | null>((resolve) => {
      rl.once('line', resolve);
      rl.once('close', () => resolve(null));
    });
    if (line === null) throw new Error(`No input for: ${question.trim()}`);
    return line;
  } finally {
    if (muted) process.stderr.write('\n');
    rl.close();
  }
}
