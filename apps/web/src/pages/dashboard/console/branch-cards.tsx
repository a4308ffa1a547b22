import {
  EyeOutlined,
  HeartOutlined,
  PercentageOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BranchReportData } from '@bo/contract';
import { EvenGrid } from '../../../components/even-grid';
import { formatPercent } from '../../../components/number-format';
import { CARD_MIN_PX, CountCard } from '../count-card';
import { CountsCard, SalesCard } from './figure-cards';

/**
 * The count cards of an ordinary branch (ReportData; meanings in
 * docs/decisions/0019-dashboard-call-meanings.md). Without data (still loading) the same cards with
 * placeholders where figures go.
 */
export function BranchCards({ data }: { data?: BranchReportData }) {
  const { t } = useTranslation();
  return (
    <EvenGrid min={CARD_MIN_PX} className="dash-cards" data-testid="dash-cards">
      <CountsCard id="vdata" icon={<EyeOutlined />} figures={data?.vdata} />
      <CountsCard id="odata" icon={<ShoppingCartOutlined />} figures={data?.odata} />
      <SalesCard figures={data?.tdata} />
      <CountCard
        id="conversion"
        icon={<PercentageOutlined />}
        title={t('dashboard.cards.conversion')}
        hint={t('dashboard.cards.conversionHint')}
        main={
          data && {
            value: Number(data.conversionrate),
            text: formatPercent(data.conversionrate),
            decimals: 2,
            format: formatPercent,
          }
        }
        foot={{ note: t('dashboard.cards.conversionNote'), noteHint: t('dashboard.cards.conversionHint') }}
      />
      <CountsCard id="cdata" icon={<TeamOutlined />} figures={data?.cdata} />
      <CountsCard id="udata" icon={<UserAddOutlined />} figures={data?.udata} />
      <CountsCard id="fdata" icon={<HeartOutlined />} figures={data?.fdata} />
    </EvenGrid>
  );
}
