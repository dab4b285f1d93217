export { Picker, type PickerProps } from 'antd-mobile';
