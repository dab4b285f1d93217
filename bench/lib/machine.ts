import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { ROOT } from './server.ts';

export type Load = { at: string; load1: number; load5: number; load15: number };

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The load average now (1, 5 and 15 minutes). */
export function loadNow(): Load {
  const [load1 = 0, load5 = 0, load15 = 0] = loadavg();
  return { at: new Date().toISOString(), load1: round2(load1), load5: round2(load5), load15: round2(load15) };
}

/**
 * A machine is busy for the bench when other work already keeps half its cores going: the load
 * generator, the server and that work then share the cores, and the figures are low bounds.
 */
export const isBusy = (load: Load, cores: number) => load.load1 >= cores / 2;

export function machine() {
  const cores = cpus();
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim();
    if (dirty) commit += ' (with uncommitted changes)';
  } catch {
    // not a git checkout
  }
  return {
    cores: cores.length,
    cpu: cores[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    commit,
  };
}
