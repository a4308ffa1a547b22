import {
  ApartmentOutlined,
  CloudServerOutlined,
  EyeOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { PlatformReportData } from '@bo/contract';
import { EvenGrid } from '../../../components/even-grid';
import { CARD_MIN_PX } from '../count-card';
import { CountsCard, SalesCard } from './figure-cards';

/** The platform owner's cards (spec §2/§6): merchants, platforms, e-commerce customers, visits, orders, sales (placeholders while loading). */
export function PlatformCards({ data }: { data?: PlatformReportData }) {
  return (
    <EvenGrid min={CARD_MIN_PX} className="dash-cards" data-testid="dash-cards">
      <CountsCard id="merchants" icon={<ApartmentOutlined />} figures={data?.merchants} />
      <CountsCard id="platforms" icon={<CloudServerOutlined />} figures={data?.platforms} />
      <CountsCard id="customers" icon={<TeamOutlined />} figures={data?.customers} />
      <CountsCard id="vdata" icon={<EyeOutlined />} figures={data?.vdata} />
      <CountsCard id="odata" icon={<ShoppingCartOutlined />} figures={data?.odata} />
      <SalesCard figures={data?.tdata} />
    </EvenGrid>
  );
}
