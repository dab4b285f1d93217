export { Popup, type PopupProps } from 'antd-mobile';
