import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, openPhone } from './support/browser.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:18089';
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const { page, context } = await openPhone(browser);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(base + (process.env.ROUTE ?? '/m/home'));
await page.getByTestId(process.env.PAGE ?? 'page-home').waitFor();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }[]; samples: number[]; timeDeltas: number[] } };
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byFn = new Map<string, number>();
const byUrl = new Map<string, number>();
for (const node of profile.nodes) {
  const t = (self.get(node.id) ?? 0) / 1000;
  const url = node.callFrame.url.replace(/.*\/assets\//, '');
  const key = `${node.callFrame.functionName || '(anon)'} ${url}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`;
  byFn.set(key, (byFn.get(key) ?? 0) + t);
  byUrl.set(url || node.callFrame.functionName, (byUrl.get(url || node.callFrame.functionName) ?? 0) + t);
}
console.log('by url'); for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(v.toFixed(0).padStart(6), k);
console.log('by fn'); for (const [k, v] of [...byFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(0).padStart(6), k);
await browser.close();
