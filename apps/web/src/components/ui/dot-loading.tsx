// DotLoading is plain CSS; DotLoading would bring the animation library into the first paint.
export { DotLoading } from 'antd-mobile';
