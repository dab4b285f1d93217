import type { Plugin } from 'vite';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '@m/contract';
import { EXTRA_ROUTES, ROUTES } from '../src/config/paths.ts';
import { dictionaryPartOf } from '../src/config/dictionary-parts.ts';
import { routeModuleOf } from '../src/config/route-modules.ts';

type OutputChunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type OutputBundle = Record<string, OutputChunk | { type: 'asset' }>;

const ROUTE_MODULE = /\/src\/app\/routes\/([a-z-]+)\.tsx?$/;
const PART_LOADERS_MODULE = /\/src\/lib\/i18n\/part-loaders\/([a-z]+)\.ts$/;
const DICTIONARY_MODULE = /\/src\/locales\/((?:[a-z]+\/)?[A-Z]{2}(?:-[A-Z]{2})?)\.json$/;

/**
 * Writes which files each page path and each dictionary needs beyond what index.html already
 * loads, so the server can name them in the page it sends: the browser then fetches the route
 * chunk and the language's dictionary (and the page's dictionary parts) alongside the entry instead of after running it.
 */
export function pagePreloads(): Plugin {
  let base = '/';
  return {
    name: 'm-page-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After Vite's own steps: chunks left holding only styles are gone from the bundle by then.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const chunks = Object.values(bundle as OutputBundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: OutputChunk, into = new Set<string>()) => {
        if (into.has(start.fileName)) return into;
        into.add(start.fileName);
        for (const file of start.imports) closure(byFile.get(file)!, into);
        return into;
      };
      const entryFiles = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunk)]));
      const filesOf = (chunk: OutputChunk) => {
        const files = [...closure(chunk)].filter((file) => !entryFiles.has(file));
        const styles = files.flatMap((file) => [...(byFile.get(file)!.viteMetadata?.importedCss ?? [])]);
        return [...files, ...styles].map((file) => `${base}${file}`);
      };
      const moduleChunk = (pattern: RegExp) =>
        new Map(chunks.flatMap((chunk) => {
          const match = chunk.facadeModuleId?.match(pattern);
          return match ? [[match[1]!, chunk] as const] : [];
        }));

      const features = moduleChunk(ROUTE_MODULE);
      const partLoaderChunks = moduleChunk(PART_LOADERS_MODULE);
      const pages: PagePreloads['pages'] = {};
      const dictionaryParts: PagePreloads['dictionaryParts'] = {};
      for (const route of [...ROUTES, ...EXTRA_ROUTES]) {
        const chunk = features.get(routeModuleOf(route));
        if (chunk) for (const path of route.paths) pages[path] = filesOf(chunk);
        const part = dictionaryPartOf(route.feature);
        if (!part) continue;
        const partLoader = partLoaderChunks.get(part);
        for (const path of route.paths) {
          dictionaryParts[path] = [part];
          pages[path] = [...(pages[path] ?? []), ...(partLoader ? filesOf(partLoader) : [])];
        }
      }
      const dictionaries: PagePreloads['dictionaries'] = {};
      for (const [code, chunk] of moduleChunk(DICTIONARY_MODULE)) dictionaries[code] = filesOf(chunk);

      const preloads: PagePreloads = { pages, dictionaries, dictionaryParts };
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    } },
  };
}
