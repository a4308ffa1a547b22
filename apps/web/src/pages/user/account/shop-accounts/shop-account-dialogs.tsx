import { Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  SHOP_ACCOUNT_LIMITS,
  SHOP_USER_NAME_MIN_LENGTH,
  USER_NAME_PATTERN,
  brokenPasswordRules,
  type ShopAccountRow,
} from '@bo/contract';
import { RefusalAlert } from '../../../../components/submit/refusal-alert';
import { useSubmit } from '../../../../components/submit/use-submit';
import { showSuccess } from '../../../../lib/feedback';
import { useUserStore } from '../../../../stores/user';
import { ClientSelect } from '../../../order/client-select';
import { bindShopAccount, registerShopAccount, setShopAccountStatus } from './shop-account-api';
import { invalidateShopAccounts, type OpenShopAccountDialog, useLatestShopAccount } from './shop-account-rules';

/**
 * The dialogs of the shop accounts tab, loaded together when one is first opened: Register, bind
 * to a client, and the confirmations (unbind, disable, enable). A refusal shows inside the dialog,
 * which stays open; a 409 (the account changed meanwhile) also reads the list again, so trying
 * again acts on what the user now sees.
 */
export default function ShopAccountDialogs({
  dialog,
  onClose,
}: {
  dialog: OpenShopAccountDialog;
  onClose: () => void;
}) {
  if (dialog.kind === 'register' || !dialog.row) return <RegisterDialog onClose={onClose} />;
  if (dialog.kind === 'bind') return <BindDialog initial={dialog.row} onClose={onClose} />;
  return <ConfirmDialog kind={dialog.kind} initial={dialog.row} onClose={onClose} />;
}

interface RegisterValues {
  userName: string;
  nickname?: string;
  mobile?: string;
  password: string;
  guestcode?: string;
}

function RegisterDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<RegisterValues>();
  // A name the branch has, a disabled client …: the server's words above the form, which stays filled.
  const { busy, refusal, run } = useSubmit();
  const userName = Form.useWatch('userName', form) ?? '';

  const submit = (v: RegisterValues) =>
    run(async () => {
      const done = await registerShopAccount({
        userName: v.userName.trim(),
        nickname: v.nickname?.trim() ?? '',
        mobile: v.mobile?.trim() ?? '',
        password: v.password,
        ...(v.guestcode ? { guestcode: v.guestcode } : {}),
      });
      void invalidateShopAccounts(client, user);
      showSuccess(t('accounts.shop.form.done', { name: done.userName }));
      onClose();
    });

  return (
    <Modal
      open
      title={t('accounts.shop.form.title')}
      okText={t('accounts.shop.form.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'shop-register-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="shop-register-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <Form<RegisterValues> form={form} name="shop-register" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="userName"
          label={t('accounts.shop.form.userName')}
          extra={t('accounts.shop.form.userNameHelp', {
            min: SHOP_USER_NAME_MIN_LENGTH,
            max: SHOP_ACCOUNT_LIMITS.userName,
          })}
          rules={[
            { required: true, whitespace: true, message: t('accounts.shop.form.userNameRequired') },
            {
              min: SHOP_USER_NAME_MIN_LENGTH,
              message: t('accounts.shop.form.userNameShort', { min: SHOP_USER_NAME_MIN_LENGTH }),
            },
            { pattern: USER_NAME_PATTERN, message: t('accounts.shop.form.userNameRule') },
          ]}
        >
          <Input maxLength={SHOP_ACCOUNT_LIMITS.userName} autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="nickname" label={t('accounts.shop.form.nickname')}>
          <Input maxLength={SHOP_ACCOUNT_LIMITS.nickname} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('accounts.shop.form.mobile')}
          rules={[{ pattern: PHONE_PATTERN, message: t('accounts.shop.form.mobileRule') }]}
        >
          <Input maxLength={SHOP_ACCOUNT_LIMITS.mobile} autoComplete="off" inputMode="tel" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('accounts.shop.form.password')}
          extra={t('accounts.shop.form.passwordHelp', { min: PASSWORD_MIN_LENGTH })}
          dependencies={['userName']}
          rules={[
            { required: true, message: t('accounts.shop.form.passwordRequired') },
            {
              validator: async (_r, value?: string) => {
                if (value && brokenPasswordRules(value, userName).length)
                  throw new Error(t('accounts.shop.form.passwordBroken', { min: PASSWORD_MIN_LENGTH }));
              },
            },
          ]}
        >
          <Input.Password maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="guestcode" label={t('accounts.shop.form.client')} extra={t('accounts.shop.form.clientHelp')}>
          <ClientSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function BindDialog({ initial, onClose }: { initial: ShopAccountRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestShopAccount(user, initial);
  const [form] = Form.useForm<{ guestcode: string }>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateShopAccounts(client, user) });

  const submit = ({ guestcode }: { guestcode: string }) =>
    run(async () => {
      const done = await bindShopAccount(row.id, row.version, guestcode);
      void invalidateShopAccounts(client, user);
      showSuccess(
        t('accounts.shop.done.bound', {
          name: row.userName,
          client: done.client ? `${done.client.guestname} · ${done.client.guestcode}` : guestcode,
        }),
      );
      onClose();
    });

  return (
    <Modal
      open
      title={t('accounts.shop.bindDialog.title', { name: row.userName })}
      okText={t('accounts.shop.bindDialog.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'shop-bind-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="shop-bind-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <p className="acc-dialog-note" data-testid="shop-bind-current">
        {row.client
          ? t('accounts.shop.bindDialog.current', { client: `${row.client.guestname} · ${row.client.guestcode}` })
          : t('accounts.shop.bindDialog.none')}
      </p>
      <Form form={form} name="shop-bind" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="guestcode"
          label={t('accounts.shop.form.client')}
          rules={[{ required: true, message: t('accounts.shop.bindDialog.required') }]}
        >
          <ClientSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type ConfirmKind = 'unbind' | 'disable' | 'enable';

function ConfirmDialog({
  kind,
  initial,
  onClose,
}: {
  kind: OpenShopAccountDialog['kind'];
  initial: ShopAccountRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const row = useLatestShopAccount(user, initial);
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateShopAccounts(client, user) });
  const k = kind as ConfirmKind;
  const name = row.userName;

  const act = async (): Promise<string> => {
    if (k === 'unbind') {
      await bindShopAccount(row.id, row.version, null);
      return t('accounts.shop.done.unbound', { name });
    }
    await setShopAccountStatus(row.id, row.version, k === 'enable' ? 1 : 0);
    return t(`accounts.shop.done.${k === 'enable' ? 'enabled' : 'disabled'}`, { name });
  };
  const confirm = () =>
    run(async () => {
      const done = await act();
      void invalidateShopAccounts(client, user);
      showSuccess(done);
      onClose();
    });

  const client_ = row.client ? `${row.client.guestname} · ${row.client.guestcode}` : '';
  return (
    <Modal
      open
      title={t(`accounts.shop.confirm.${k}Title`, { name })}
      okText={t(`accounts.shop.action.${k}`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: k !== 'enable', 'data-testid': 'shop-confirm-ok' }}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      width={440}
      data-testid="shop-confirm-dialog"
    >
      <RefusalAlert text={refusal} testId="acc-dialog-error" />
      <p className="acc-names">{t(`accounts.shop.confirm.${k}Body`, { client: client_ })}</p>
    </Modal>
  );
}
