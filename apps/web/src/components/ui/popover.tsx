export { Popover, type PopoverProps } from 'antd-mobile';
