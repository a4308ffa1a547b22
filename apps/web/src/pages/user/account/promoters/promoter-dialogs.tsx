import { Form, Input, Modal, Select, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COMMISSION_RATE_PATTERN,
  DEFAULT_COMMISSION_RATE,
  SHOP_ACCOUNT_LIMITS,
  type PromoterRow,
  type ShopAccountOption,
} from '@bo/contract';
import { RefusalAlert } from '../../../../components/submit/refusal-alert';
import { useSubmit } from '../../../../components/submit/use-submit';
import { showSuccess } from '../../../../lib/feedback';
import { formatPercent } from '../../../../components/number-format';
import { useUserStore } from '../../../../stores/user';
import { lookUpShopAccounts } from '../shop-accounts/shop-account-api';
import { changePromoter } from './promoter-api';
import { invalidatePromoters, type OpenPromoterDialog, useLatestPromoter } from './promoter-rules';
import { useTypedWords } from '../../../../lib/use-typed-words';

/**
 * The dialogs of the promoters tab, loaded together when one is first opened: make a shop
 * account a promoter, change the commission rate, enable or disable. A refusal shows inside the
 * dialog, which stays open; after a 409 the list is read again and a retry sends the new version.
 */
export default function PromoterDialogs({ dialog, onClose }: { dialog: OpenPromoterDialog; onClose: () => void }) {
  if (dialog.kind === 'add' || !dialog.row) return <AddDialog onClose={onClose} />;
  if (dialog.kind === 'rate') return <RateDialog initial={dialog.row} onClose={onClose} />;
  return <ConfirmDialog kind={dialog.kind} initial={dialog.row} onClose={onClose} />;
}

/** The rate field's rules: the contract's own pattern (0 … 100, two decimals at most). */
function useRateRules(required: boolean) {
  const { t } = useTranslation();
  return [
    ...(required ? [{ required: true, whitespace: true, message: t('accounts.promoters.form.rateRequired') }] : []),
    { pattern: COMMISSION_RATE_PATTERN, message: t('accounts.promoters.form.rateRule') },
  ];
}

/** "name · nickname · mobile · client", a shop account as the picker offers it. */
const optionLabel = (a: ShopAccountOption) =>
  [a.userName, a.nickname, a.mobile, a.guestname].filter(Boolean).join(' · ');

/** A shop account picked by typing part of its name, mobile or nickname (Getzhuser, asked 300 ms after the last key). */
function ShopAccountSelect({
  value,
  onChange,
  id,
}: {
  value?: number;
  onChange?: (v: number | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const gscode = useUserStore((s) => s.info?.gscode);
  const { words, onType } = useTypedWords(SHOP_ACCOUNT_LIMITS.search);
  const found = useQuery({
    queryKey: ['shop-accounts', gscode, 'lookup', words],
    queryFn: () => lookUpShopAccounts(words),
    enabled: words !== '',
    staleTime: 30_000,
  });
  const options = (found.data ?? []).map((a) => ({
    value: a.id,
    label: `${optionLabel(a)}${a.promoter ? t('accounts.promoters.form.already') : a.status !== 1 ? t('accounts.promoters.form.disabled') : ''}`,
    disabled: a.promoter || a.status !== 1,
  }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: onType }}
      allowClear
      value={value}
      onChange={(v) => onChange?.(v)}
      placeholder={t('accounts.promoters.form.accountPlaceholder')}
      options={options}
      notFoundContent={
        found.isFetching ? (
          <Spin size="small" />
        ) : words ? (
          t('accounts.promoters.form.noAccount')
        ) : (
          t('accounts.promoters.form.typeToSearch')
        )
      }
      data-testid="promoter-account-select"
    />
  );
}

function AddDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<{ id: number; commissionRate?: string }>();
  const { busy, refusal, run } = useSubmit();
  const rateRules = useRateRules(false);

  const submit = (v: { id: number; commissionRate?: string }) =>
    run(async () => {
      const rate = v.commissionRate?.trim();
      const done = await changePromoter({ op: 'add', id: v.id, ...(rate ? { commissionRate: rate } : {}) });
      void invalidatePromoters(client, user);
      showSuccess(t('accounts.promoters.done.added', { rate: formatPercent(done.commissionRate) }));
      onClose();
    });

  return (
    <Modal
      open
      title={t('accounts.promoters.form.addTitle')}
      okText={t('accounts.promoters.form.addSubmit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'promoter-add-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="promoter-add-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <Form form={form} name="promoter-add" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="id"
          label={t('accounts.promoters.form.account')}
          rules={[{ required: true, message: t('accounts.promoters.form.accountRequired') }]}
        >
          <ShopAccountSelect />
        </Form.Item>
        <Form.Item
          name="commissionRate"
          label={t('accounts.promoters.form.rate')}
          extra={t('accounts.promoters.form.rateDefault', { rate: formatPercent(DEFAULT_COMMISSION_RATE) })}
          rules={rateRules}
        >
          <Input
            inputMode="decimal"
            maxLength={6}
            suffix="%"
            placeholder={DEFAULT_COMMISSION_RATE}
            autoComplete="off"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function RateDialog({ initial, onClose }: { initial: PromoterRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestPromoter(user, initial);
  const [form] = Form.useForm<{ commissionRate: string }>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidatePromoters(client, user) });
  const rateRules = useRateRules(true);

  const submit = (v: { commissionRate: string }) =>
    run(async () => {
      const done = await changePromoter({
        op: 'rate',
        id: row.id,
        version: row.version,
        commissionRate: v.commissionRate.trim(),
      });
      void invalidatePromoters(client, user);
      showSuccess(t('accounts.promoters.done.rate', { name: row.userName, rate: formatPercent(done.commissionRate) }));
      onClose();
    });

  return (
    <Modal
      open
      title={t('accounts.promoters.form.rateTitle', { name: row.userName })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'promoter-rate-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="promoter-rate-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <p className="acc-dialog-note">
        {t('accounts.promoters.form.rateCurrent', { rate: formatPercent(row.commissionRate) })}
      </p>
      <Form
        form={form}
        name="promoter-rate"
        layout="vertical"
        onFinish={(v) => void submit(v)}
        initialValues={{ commissionRate: initial.commissionRate }}
      >
        <Form.Item
          name="commissionRate"
          label={t('accounts.promoters.form.rate')}
          extra={t('accounts.promoters.form.rateHelp')}
          rules={rateRules}
        >
          <Input inputMode="decimal" maxLength={6} suffix="%" autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ConfirmDialog({
  kind,
  initial,
  onClose,
}: {
  kind: OpenPromoterDialog['kind'];
  initial: PromoterRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestPromoter(user, initial);
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidatePromoters(client, user) });
  const k = kind === 'enable' ? 'enable' : 'disable';

  const confirm = () =>
    run(async () => {
      await changePromoter({ op: k, id: row.id, version: row.version });
      void invalidatePromoters(client, user);
      showSuccess(t(`accounts.promoters.done.${k}d`, { name: row.userName }));
      onClose();
    });

  return (
    <Modal
      open
      title={t(`accounts.promoters.confirm.${k}Title`, { name: row.userName })}
      okText={t(`accounts.promoters.action.${k}`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: k === 'disable', 'data-testid': 'promoter-confirm-ok' }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      data-testid="promoter-confirm-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <p className="acc-names">{t(`accounts.promoters.confirm.${k}Body`)}</p>
    </Modal>
  );
}
