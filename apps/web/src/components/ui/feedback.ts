/** Imperative messages; they work on React 19 thanks to ./bootstrap. Dialogs come from ./dialog. */
export { Toast } from 'antd-mobile';
export { Dialog } from '@/components/ui/dialog';
