import { Picker as KitPicker, type PickerProps } from 'antd-mobile';
import { ModalScope } from '@/components/ui/modal-scope';

export type { PickerProps };

/** The UI kit's Picker as a modal dialog named by its title (focus kept inside and given back, Escape closes). */
export function Picker({ title, ...props }: PickerProps) {
  return (
    <KitPicker
      {...props}
      title={
        <ModalScope surfaceSelector=".adm-popup-body" active={Boolean(props.visible)} label={typeof title === 'string' ? title : undefined} onEscape={props.onClose}>
          {title}
        </ModalScope>
      }
    />
  );
}
