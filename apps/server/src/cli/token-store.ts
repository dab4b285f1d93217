import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';

const storedLoginSchema = z.object({
  url: z.string(),
  token: z.string(),
  username: z.string(),
  merchants: z.array(z.string()).nullable(),
  expiresAt: z.string(),
});
export type StoredLogin = z.infer<typeof storedLoginSchema>;

/** `$XDG_CONFIG_HOME/m-platform/ops-login.json` (`~/.config` by default, `%APPDATA%` on Windows); `OPS_TOKEN_FILE` overrides. */
export function tokenFile(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OPS_TOKEN_FILE) return env.OPS_TOKEN_FILE;
  const configHome = env.XDG_CONFIG_HOME || (process.platform === 'win32' && env.APPDATA) || join(homedir(), '.config');
  return join(configHome, 'm-platform', 'ops-login.json');
}

/** Keeps the operator's login readable by its owner only (folder 700, file 600). */
export function storeLogin(login: StoredLogin, file = tokenFile()): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(login)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function readStoredLogin(file = tokenFile()): StoredLogin | null {
  try {
    return storedLoginSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

export const forgetLogin = (file = tokenFile()) => rmSync(file, { force: true });
