import { Button, Dropdown } from 'antd';
import { DownOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { printOrderPath } from '../../print/print-paths';

/**
 * Print (issue 37 #8, docs/decisions/0143-print-an-order.md): the order or its delivery note, each
 * a link that opens the print view in a new tab, outside the console's frame. Links, so the
 * browser's own ways of opening them (middle click, "open in new window") work too.
 */
export function OrderPrintMenu({ id }: { id: number }) {
  const { t } = useTranslation();
  const link = (kind: 'order' | 'delivery', label: string) => (
    <a href={printOrderPath(id, kind)} target="_blank" rel="noopener noreferrer" data-testid={`print-${kind}`}>
      {label}
    </a>
  );
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'order', label: link('order', t('orders.detail.printOrder')) },
          { key: 'delivery', label: link('delivery', t('orders.detail.printDelivery')) },
        ],
      }}
    >
      <Button icon={<PrinterOutlined />} title={t('orders.detail.printHint')} data-testid="order-print">
        {t('orders.detail.print')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
