export { Tabs, type TabsProps, type TabProps } from 'antd-mobile';
