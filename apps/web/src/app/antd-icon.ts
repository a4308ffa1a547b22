// Used only by the build (vite.config.ts, antdIconsDecorative): @ant-design/icons' own base of its icons, made decorative.
import AntdIcon from '@ant-design/icons/es/components/AntdIcon';
import { decorative } from './decorative-icon';

export default decorative(AntdIcon as never);
