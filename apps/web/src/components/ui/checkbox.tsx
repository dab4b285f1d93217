export { Checkbox, type CheckboxProps } from 'antd-mobile';
