import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type RootContainer = (Element | DocumentFragment) & { _reactRoot?: Root };

/**
 * antd-mobile v5 renders its imperative APIs (Toast, Dialog, ...) with ReactDOM.render,
 * which React 19 removed; this is the bridge its docs prescribe for React 19.
 */
unstableSetRender((node, container: RootContainer) => {
  container._reactRoot ||= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
