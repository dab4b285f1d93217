export { List, type ListProps, type ListItemProps } from 'antd-mobile';
