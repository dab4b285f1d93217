import { AutoCenter, Dialog as KitDialog, type DialogProps, type DialogShowProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ModalScope } from '@/components/ui/modal-scope';

type ConfirmProps = Parameters<typeof KitDialog.confirm>[0];
type AlertProps = Parameters<typeof KitDialog.alert>[0];

const SURFACE = '.adm-center-popup-wrap';

/** The kit centres a plain-text content itself; wrapped, it no longer sees the text. */
const centred = (content: ReactNode) => (typeof content === 'string' ? <AutoCenter>{content}</AutoCenter> : content);

const scoped = (content: ReactNode, onEscape?: () => void) => (
  <ModalScope surfaceSelector={SURFACE} active onEscape={onEscape}>
    {centred(content)}
  </ModalScope>
);

/**
 * The UI kit's Dialog, modal for keyboards and screen readers (named by its title, aria-modal, focus
 * kept inside and given back). It renders into the body, outside the page that it makes inert.
 */
function DialogComponent({ content, ...props }: DialogProps) {
  return (
    <KitDialog
      getContainer={() => document.body}
      {...props}
      content={
        <ModalScope surfaceSelector={SURFACE} active={Boolean(props.visible)} onEscape={props.onClose}>
          {centred(content)}
        </ModalScope>
      }
    />
  );
}

function show(props: DialogShowProps) {
  const handler = KitDialog.show({ ...props, content: scoped(props.content, () => handler.close()) });
  return handler;
}

export const Dialog = Object.assign(DialogComponent, {
  show,
  confirm: (props: ConfirmProps) => KitDialog.confirm({ ...props, content: scoped(props.content) }),
  alert: (props: AlertProps) => KitDialog.alert({ ...props, content: scoped(props.content) }),
  clear: KitDialog.clear,
});
