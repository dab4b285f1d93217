export { Input, type InputProps, type InputRef } from 'antd-mobile';
