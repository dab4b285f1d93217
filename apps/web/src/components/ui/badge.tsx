export { Badge, type BadgeProps } from 'antd-mobile';
