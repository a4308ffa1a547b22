import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BuildOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  ColumnWidthOutlined,
  ContactsOutlined,
  ControlOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LoginOutlined,
  MailOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SelectOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SmileOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WechatOutlined,
} from '@ant-design/icons';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

/** Icons of the route catalogue, bundled with the menu. */
const KNOWN: Record<string, Icon> = {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BuildOutlined,
  CalendarOutlined,
  CloudServerOutlined,
  ColumnWidthOutlined,
  ContactsOutlined,
  ControlOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileExcelOutlined,
  FileImageOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  LayoutOutlined,
  LoginOutlined,
  MailOutlined,
  MenuOutlined,
  MessageOutlined,
  MobileOutlined,
  NotificationOutlined,
  PayCircleOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SelectOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SmileOutlined,
  TeamOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WechatOutlined,
};

/** The icons a menu row may name and the console draws (the menu page's icon selector offers these). */
export const MENU_ICON_NAMES: readonly string[] = Object.keys(KNOWN);

/**
 * Renders an @ant-design/icons icon by its name, as the server's menu rows give it. A name
 * outside the catalogue gets the generic icon: loading the whole icon set on demand would
 * pull all of it into the sign-in page's bundle (see docs/decisions.md).
 */
export function MenuIcon({ name, className }: { name: string; className?: string }) {
  if (!name) return null;
  const Known = KNOWN[name] ?? AppstoreOutlined;
  // Decorative: the menu item's text names it, so screen readers skip the icon's own label.
  return <Known className={className} aria-hidden />;
}
