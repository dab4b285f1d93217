import type { ToastShowProps } from 'antd-mobile';
import type * as Feedback from '@/components/ui/feedback';

type ToastApi = typeof Feedback.Toast;

let loading: Promise<ToastApi> | null = null;
const loadToast = () => (loading ??= import('@/components/ui/feedback').then((feedback) => feedback.Toast));

/**
 * Toasts for screens that show one only after the visitor acted (a refused sign-in, a notice):
 * the UI kit's toast loads with the first one, not with the screen's first paint. Calls keep
 * their order (a `clear` after a `show` clears it).
 */
export const toast = {
  show: (props: ToastShowProps | string) => void loadToast().then((Toast) => Toast.show(props)),
  clear: () => void loadToast().then((Toast) => Toast.clear()),
};
