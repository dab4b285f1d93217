import type { Plugin } from 'vite';

const DEFAULT_RENDER_MODULE = /[\\/]antd-mobile[\\/]es[\\/]utils[\\/]render\.js$/;

/**
 * antd-mobile's default render for its imperative APIs (Toast, Dialog) goes through rc-util's
 * CommonJS build and babel's regenerator runtime, and calls ReactDOM.render, which React 19
 * removed. The app sets its own before anything renders (components/ui/bootstrap.ts), so the
 * browser build replaces that module with stubs that only throw if it were ever called: about
 * 2 KB gzip off the entry.
 */
export function dropAntdDefaultRender(): Plugin {
  return {
    name: 'm-drop-antd-default-render',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!DEFAULT_RENDER_MODULE.test(id)) return null;
      const fail = "() => { throw new Error('antd-mobile renders through the bridge in components/ui/bootstrap.ts'); }";
      return `export const render = ${fail};\nexport const unmount = ${fail};`;
    },
  };
}
