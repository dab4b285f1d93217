import { Popup as KitPopup, type PopupProps as KitPopupProps } from 'antd-mobile';
import { ModalScope } from '@/components/ui/modal-scope';

export type PopupProps = KitPopupProps & {
  /** The dialog's name; without it the popup's first heading (or labelled element) names it. */
  'aria-label'?: string;
};

/** The UI kit's Popup as a modal dialog: named, aria-modal, focus kept inside and given back, Escape closes. */
export function Popup({ children, 'aria-label': label, ...props }: PopupProps) {
  return (
    <KitPopup {...props}>
      <ModalScope surfaceSelector=".adm-popup-body" active={Boolean(props.visible)} label={label} onEscape={props.onClose}>
        {children}
      </ModalScope>
    </KitPopup>
  );
}
