export { Button, type ButtonProps } from 'antd-mobile';
