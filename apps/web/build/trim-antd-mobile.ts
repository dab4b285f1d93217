import type { Plugin } from 'vite';

const DEFAULT_RENDER_MODULE = /[\\/]antd-mobile[\\/]es[\\/]utils[\\/]render\.js$/;
const UNSTABLE_RENDER_MODULE = /[\\/]antd-mobile[\\/]es[\\/]utils[\\/]unstable-render\.js$/;
const CONFIG_PROVIDER_MODULE = /[\\/]antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/;

/**
 * What the UI kit puts into the entry that the app never runs (about 3 KB gzip off the first paint):
 * - its default render for the imperative APIs (Toast, Dialog) calls ReactDOM.render, which React 19
 *   removed, through rc-util's CommonJS build and babel's regenerator runtime; the app sets its own
 *   before anything renders (components/ui/bootstrap.ts), so the module becomes stubs that only throw;
 * - its development-only warning comes from rc-util's CommonJS build, which cannot be tree-shaken:
 *   the ES build can, and production code never calls it;
 * - its default locale, for what renders outside the app's ConfigProvider (imperative dialogs), is
 *   Chinese; English is the kit's base locale and the app's fallback (ui-config-provider.tsx).
 */
export function trimAntdMobile(): Plugin {
  return {
    name: 'm-trim-antd-mobile',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!DEFAULT_RENDER_MODULE.test(id)) return null;
      const fail = "() => { throw new Error('antd-mobile renders through the bridge in components/ui/bootstrap.ts'); }";
      return `export const render = ${fail};\nexport const unmount = ${fail};`;
    },
    transform(code, id) {
      if (UNSTABLE_RENDER_MODULE.test(id)) return code.replace("'rc-util/lib/warning'", "'rc-util/es/warning'");
      if (CONFIG_PROVIDER_MODULE.test(id)) return code.replace("'../../locales/zh-CN'", "'../../locales/en-US'");
      return null;
    },
  };
}
