// Used only by the build (vite.config.ts, antdIconsDecorative): @ant-design/icons' own base of its light icons, made decorative.
import AntdIconLight from '@ant-design/icons/es/components/AntdIconLight';
import { decorative } from './decorative-icon';

export default decorative(AntdIconLight as never);
