import { useState } from 'react';
import { Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientOption } from '@bo/contract';
import { autocompleteClients } from '../../api/orders';
import { useUserStore } from '../../stores/user';
import { useTypedWords } from '../../lib/use-typed-words';

interface ClientSelectProps {
  /** The client's customer number (what the list filters take). */
  value?: string;
  onChange?: (value: string | undefined) => void;
  id?: string;
}

/** "name · company · number", the client as the autocomplete offers it. */
export const clientLabel = (c: ClientOption) => [c.guestname, c.longname, c.guestcode].filter(Boolean).join(' · ');

/**
 * A client picked by typing part of a name, company or customer number (GET
 * /api/UManage/Autocomplete, asked 300 ms after the last key press). Its value is the customer
 * number; a number from a link is shown as it is until the user searches.
 */
export function ClientSelect({ value, onChange, id }: ClientSelectProps) {
  const { t } = useTranslation();
  const gscode = useUserStore((s) => s.info?.gscode);
  const { words, onType } = useTypedWords(50);
  const found = useQuery({
    queryKey: ['clients', gscode, 'autocomplete', words],
    queryFn: () => autocompleteClients(words),
    enabled: words !== '',
    staleTime: 60_000,
  });
  const [picked, setPicked] = useState<ClientOption | null>(null);
  const options = (found.data ?? []).map((c) => ({ value: c.guestcode, label: clientLabel(c), client: c }));
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({
      value,
      label: picked?.guestcode === value ? clientLabel(picked) : value,
      client: picked ?? { guestcode: value, guestname: '', longname: '' },
    });
  }

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: onType }}
      allowClear
      value={value}
      placeholder={t('orders.filter.clientPlaceholder')}
      options={options}
      onChange={(v, option) => {
        const o = Array.isArray(option) ? undefined : (option as { client?: ClientOption } | undefined);
        setPicked(o?.client ?? null);
        onChange?.(v);
      }}
      notFoundContent={
        found.isFetching ? <Spin size="small" /> : words ? t('orders.filter.noClient') : t('orders.filter.typeToSearch')
      }
      data-testid="client-select"
    />
  );
}
