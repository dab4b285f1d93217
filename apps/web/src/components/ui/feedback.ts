/** Imperative messages; they work on React 19 thanks to ./bootstrap. */
export { Toast, Dialog } from 'antd-mobile';
