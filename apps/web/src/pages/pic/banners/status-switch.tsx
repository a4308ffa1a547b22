import { Switch } from 'antd';

/** The row's on/off switch: antd's Switch, in a part of its own (banners-page.tsx loads it after the list). */
export default Switch;
