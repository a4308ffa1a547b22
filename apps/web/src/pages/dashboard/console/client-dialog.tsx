import { useEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Descriptions,
  Divider,
  Form,
  Input,
  Modal,
  Row,
  Select,
  Skeleton,
  Switch,
  Tooltip,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientAdd, ClientLikeness, ClientProfile, ClientUpdate } from '@bo/contract';
import {
  addClient,
  findDuplicates,
  getClientInfo,
  getNextGuestcode,
  getRequiredFields,
  updateClient,
} from '../../../api/clients';
import { isSessionEnded } from '../../../api/http';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showSuccess } from '../../../lib/feedback';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUser } from '../queries';
import {
  blankForm,
  checkField,
  fieldMaxLength,
  FIELD_GROUPS,
  formToAdd,
  formToUpdate,
  profileToForm,
  READ_ONLY_FIELDS,
  REQUIRED_FIELDS,
  ruleOfField,
  type FieldDef,
  type FieldName,
  type FormValues,
} from './client-fields';
import { pickLang } from '../../../locales/pick-lang';
import { DuplicatesWarning } from './client-duplicates';
import { PriceFormulaExample } from './price-formula-example';
import './client-dialog.css';

interface ClientDialogProps {
  /** The client's customer number; null: the dialog is closed. */
  guestcode: string | null;
  /** The name the ranking showed, for the title while the profile loads. */
  name: string;
  canEdit: boolean;
  /** Open as the add form (client:add, the clients tab): the server hands out the number on save. */
  adding?: boolean;
  /** After a new client is saved (the dialog is then closed by the caller). */
  onAdded?: (saved: ClientProfile) => void;
  onClose: () => void;
}

type Mode = 'view' | 'edit';
/** A save either saved, or (adding) found likely duplicates not yet shown to the user. */
type SaveResult = { saved: ClientProfile } | { duplicates: ClientLikeness[] };

/**
 * The client-info dialog of spec §2/§4: the profile read-only first, then edit (with the
 * client:edit mark), then closed. A load failure shows the server's message and resets the
 * form (spec §8); a save failure keeps the form and shows the server's message.
 * The same form adds a client (issue 12 #1): the number the server will hand out is shown, the
 * branch's required fields are marked and checked, and a likely duplicate (same name or mobile)
 * is named once before the save goes through.
 */
export function ClientDialog({ guestcode, name, canEdit, adding = false, onAdded, onClose }: ClientDialogProps) {
  const { t, i18n } = useTranslation();
  const u = useUser();
  const qc = useQueryClient();
  const mobile = useIsMobile();
  const [form] = Form.useForm<FormValues>();
  const [viewOrEdit, setMode] = useState<Mode>('view');
  const mode: Mode = adding ? 'edit' : viewOrEdit;
  const open = adding || guestcode !== null;
  const key = ['client', u.gscode, guestcode] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await getClientInfo(u, guestcode!)).data,
    enabled: guestcode !== null && !adding,
    staleTime: 0,
    retry: false,
  });
  // The branch's chosen required fields (spec §5): marked and checked in the form as the server checks them.
  const chosen = useQuery({
    queryKey: ['client-required-fields', u.gscode],
    queryFn: async () => (await getRequiredFields()).data.chosen,
    enabled: open && (canEdit || adding),
    staleTime: 60_000,
    retry: false,
  });
  // The number a new client would get now (nothing is reserved: the save may get a later one).
  const next = useQuery({
    queryKey: ['client-next-number', u.gscode],
    queryFn: async () => (await getNextGuestcode()).data.guestcode,
    enabled: adding,
    staleTime: 0,
    retry: false,
  });
  const required = useMemo<readonly FieldName[]>(() => [...REQUIRED_FIELDS, ...(chosen.data ?? [])], [chosen.data]);
  const [duplicates, setDuplicates] = useState<ClientLikeness[] | null>(null);
  // The duplicates already named to the user: the same ones do not stop a second save.
  const warnedFor = useRef('');
  const save = useMutation({
    mutationFn: async (body: ClientUpdate | ClientAdd): Promise<SaveResult> => {
      if (!adding) return { saved: (await updateClient(body as ClientUpdate)).data };
      const found = (await findDuplicates(body.guestname, body.mobile ?? '')).data;
      const named = found.map((c) => c.guestcode).join(',');
      if (found.length > 0 && named !== warnedFor.current) {
        warnedFor.current = named;
        return { duplicates: found };
      }
      return { saved: (await addClient(body)).data };
    },
    onMutate: () => setDuplicates(null),
    onSuccess: (res) => {
      if ('duplicates' in res) {
        setDuplicates(res.duplicates);
        return;
      }
      qc.setQueryData(['client', u.gscode, res.saved.guestcode], res.saved);
      // The name may have changed, or a client been added: the ranking shows it.
      void qc.invalidateQueries({ queryKey: ['reports', u.gscode] });
      if (adding) {
        showSuccess(t('dashboard.client.added', { code: res.saved.guestcode }));
        onAdded?.(res.saved);
        return;
      }
      showSuccess(t('dashboard.client.saved'));
      setMode('view');
    },
  });

  const alerts = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (duplicates || save.error) alerts.current?.scrollIntoView({ block: 'nearest' });
  }, [duplicates, save.error]);

  // The add form starts from the values a client gets by default, and shows the number it would get.
  useEffect(() => {
    if (adding) form.setFieldsValue(blankForm());
  }, [adding, form]);
  useEffect(() => {
    if (adding) form.setFieldValue('guestcode', next.data ?? '');
  }, [adding, next.data, form]);

  // Spec §8: a failed load shows the server's message and resets the form.
  useEffect(() => {
    if (query.isError) {
      form.resetFields();
      setMode('view');
    }
  }, [query.isError, form]);

  // Every opening starts read-only.
  useEffect(() => {
    setMode('view');
    save.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only another client resets the dialog, not a new mutation object
  }, [guestcode]);

  const profile = query.isError ? undefined : query.data;
  const label = (f: FieldDef) => t(`dashboard.client.fields.${f.name}`);

  const startEdit = () => {
    if (!profile) return;
    save.reset();
    form.setFieldsValue(profileToForm(profile));
    setMode('edit');
  };

  // Saved through form.submit() → onFinish, so a field in error is scrolled to and focused
  // (the app-wide scrollToFirstError of app/providers.tsx); validateFields() alone would not.
  const submit = (values: FormValues) => {
    const out = adding
      ? formToAdd({ ...blankForm(), ...values }, required)
      : formToUpdate({ ...profileToForm(profile!), ...values }, required);
    if (out.ok) save.mutate(out.body);
  };

  const saveButton = (
    <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()} data-testid="client-save">
      {t(duplicates ? 'dashboard.client.duplicates.saveAnyway' : 'dashboard.client.save')}
    </Button>
  );
  const footer = adding
    ? [
        <Button key="cancel" onClick={onClose} disabled={save.isPending}>
          {t('common.cancel')}
        </Button>,
        saveButton,
      ]
    : mode === 'view'
      ? [
          <Button key="close" onClick={onClose} data-testid="client-close">
            {t('dashboard.client.close')}
          </Button>,
          canEdit && profile ? (
            <Button key="edit" type="primary" onClick={startEdit} data-testid="client-edit">
              {t('dashboard.client.edit')}
            </Button>
          ) : null,
        ]
      : [
          <Button key="cancel" onClick={() => setMode('view')} disabled={save.isPending}>
            {t('dashboard.client.cancelEdit')}
          </Button>,
          saveButton,
        ];
  const title = adding
    ? t('dashboard.client.addTitle')
    : `${t('dashboard.client.title')} · ${profile?.guestname ?? name}`;

  return (
    <Modal
      open={open}
      // The client's name is the client's data (the e2e language check leaves it alone).
      title={
        <EllipsisText text={title} data-testid="client-dialog-title" data-user-content={adding ? undefined : ''} />
      }
      onCancel={save.isPending ? undefined : onClose}
      footer={footer}
      width={mobile ? '100%' : 980}
      style={mobile ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: 40 }}
      destroyOnHidden
      forceRender
      data-testid="client-dialog"
    >
      {/* What stops a save sits above the form's own scrolling, and is scrolled to on a phone, where the whole dialog scrolls. */}
      <div ref={alerts}>
        {save.isError && !isSessionEnded(save.error) && (
          <Alert
            type="error"
            showIcon
            title={save.error.message}
            data-testid="client-save-error"
            style={{ marginBottom: 12 }}
          />
        )}
        {duplicates && <DuplicatesWarning list={duplicates} />}
      </div>
      {/* The body scrolls on its own on a wide screen: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */}
      <div
        data-testid="client-dialog-body"
        data-mode={mode}
        role="region"
        aria-label={t('dashboard.client.title')}
        tabIndex={mobile ? undefined : 0}
        // The form's rows reach 6 px past each side (antd's gutter): the region is 6 px wider on
        // each side and padded back, so nothing of them is cut.
        style={{
          maxHeight: mobile ? 'none' : '68vh',
          overflowY: 'auto',
          overflowX: 'hidden',
          margin: '0 -6px',
          padding: '0 6px',
        }}
      >
        {query.isError && !isSessionEnded(query.error) && (
          <Alert
            type="error"
            showIcon
            title={query.error.message}
            data-testid="client-load-error"
            style={{ marginBottom: 12 }}
          />
        )}
        {query.isPending && guestcode !== null && <Skeleton active paragraph={{ rows: 8 }} />}
        {profile && mode === 'view' && <ProfileView profile={profile} label={label} />}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          style={{ display: mode === 'edit' ? undefined : 'none' }}
          data-testid="client-form"
          requiredMark
        >
          {FIELD_GROUPS.map((g) => (
            <div key={g.key}>
              <Divider titlePlacement="start" plain style={{ marginTop: 4 }}>
                {t(`dashboard.client.groups.${g.key}`)}
              </Divider>
              <Row gutter={12}>
                {g.fields.map((f) => (
                  <Col key={f.name} xs={24} sm={12} md={f.kind === 'textarea' ? 24 : 8}>
                    <Form.Item
                      name={f.name}
                      label={label(f)}
                      valuePropName={f.kind === 'flag' ? 'checked' : 'value'}
                      required={required.includes(f.name)}
                      tooltip={
                        READ_ONLY_FIELDS.includes(f.name)
                          ? t(adding ? 'dashboard.client.numberOnSave' : 'dashboard.client.readOnly')
                          : undefined
                      }
                      // A new client's number is the server's: shown, never checked here.
                      rules={
                        adding && READ_ONLY_FIELDS.includes(f.name)
                          ? []
                          : [
                              {
                                validator: (_r, v) => {
                                  const problem = checkField(f.name, v, required);
                                  if (!problem) return Promise.resolve();
                                  const rule = problem === 'invalid' ? ruleOfField(f.name, v) : undefined;
                                  const text =
                                    problem === 'tooLong'
                                      ? t('form.tooLong', { field: label(f), max: fieldMaxLength(f.name) })
                                      : rule
                                        ? t('dashboard.client.rule', {
                                            field: label(f),
                                            rule: pickLang(i18n.language, rule.cn, rule.en),
                                          })
                                        : t(`dashboard.client.${problem}`, { field: label(f) });
                                  return Promise.reject(new Error(text));
                                },
                              },
                            ]
                      }
                    >
                      <FieldInput def={f} />
                    </Form.Item>
                  </Col>
                ))}
              </Row>
              {g.key === 'formula' && <PriceFormulaExample />}
            </div>
          ))}
        </Form>
      </div>
    </Modal>
  );
}

/** One input of the edit form, by the kind of field. */
function FieldInput({
  def,
  ...rest
}: {
  def: FieldDef;
  value?: unknown;
  checked?: boolean;
  onChange?: (v: unknown) => void;
}) {
  const { t } = useTranslation();
  const readOnly = READ_ONLY_FIELDS.includes(def.name);
  // Every editable text field shows its limit as a counter ("12 / 50"), red once over it; the
  // input is not cut, so a pasted text is not silently shortened and the message says why.
  const max = fieldMaxLength(def.name);
  const count = max && !readOnly ? { show: true, max } : undefined;
  switch (def.kind) {
    case 'flag':
      return (
        <Switch
          {...(rest as object)}
          checkedChildren={t('dashboard.client.yes')}
          unCheckedChildren={t('dashboard.client.no')}
        />
      );
    case 'select':
      return (
        <Select
          {...(rest as object)}
          options={def.options!.map((o) => ({ value: o, label: optionLabel(t, def.name, o) }))}
        />
      );
    case 'textarea':
      return <Input.TextArea {...(rest as object)} autoSize={{ minRows: 2, maxRows: 6 }} count={count} />;
    case 'date':
      return <Input {...(rest as object)} placeholder="YYYY-MM-DD" />;
    case 'int':
    case 'decimal':
      return <Input {...(rest as object)} inputMode="decimal" className="cd-num" />;
    default:
      return readOnly ? (
        <Input {...(rest as object)} readOnly disabled />
      ) : (
        <Input {...(rest as object)} count={count} />
      );
  }
}

type T = (k: string, o?: Record<string, unknown>) => string;

/** The words of a select's value: client type, sign, rounding. */
function optionLabel(t: T, name: string, value: string | number): string {
  if (name === 'clienttype') return `${value} ${t(`dashboard.client.clienttype.${value}`)}`;
  if (name === 'roundtype') return t(`dashboard.client.roundtype.${value}`);
  if (name === 'price_sign') return `${value} (${t(`dashboard.client.sign.${value}`)})`;
  return String(value);
}

/** Fields shown as codes: never broken inside (ellipsised with a tooltip when there is no room). */
const CODE_FIELDS: ReadonlySet<string> = new Set([
  'guestcode',
  'khcode',
  'telephone',
  'mobile',
  'fax',
  'smsmobile',
  'email',
  'zip',
  'account',
  'htdate',
]);

/** The read-only profile, in the same groups as the form. */
function ProfileView({ profile, label }: { profile: ClientProfile; label: (f: FieldDef) => string }) {
  const { t } = useTranslation();
  const show = (f: FieldDef) => {
    const v = profile[f.name];
    if (f.kind === 'flag') return t(v === 1 ? 'dashboard.client.yes' : 'dashboard.client.no');
    if (f.kind === 'select') return optionLabel(t, f.name, v);
    return v === '' || v === null ? t('dashboard.client.empty') : String(v);
  };
  return (
    <>
      {FIELD_GROUPS.map((g) => (
        <Descriptions
          key={g.key}
          size="small"
          bordered
          title={t(`dashboard.client.groups.${g.key}`)}
          column={{ xs: 1, sm: 2, md: 3 }}
          style={{ marginBottom: 16 }}
          // Label above value in columns of equal width (fixed table layout): a 100-character
          // name wraps inside its cell instead of squeezing the others, labels stay on one line
          // (ellipsised with a tooltip), codes never break.
          layout="vertical"
          className="dash-profile"
          classNames={{ content: 'bo-wrap-anywhere' }}
          items={g.fields.map((f) => ({
            key: f.name,
            label: READ_ONLY_FIELDS.includes(f.name) ? (
              <Tooltip title={t('dashboard.client.readOnly')}>
                <EllipsisText text={label(f)} />
              </Tooltip>
            ) : (
              <EllipsisText text={label(f)} />
            ),
            span: f.kind === 'textarea' ? 'filled' : 1,
            // Typed values are the client's data, in whatever language they were typed (the e2e language check leaves them alone).
            children: CODE_FIELDS.has(f.name) ? (
              <EllipsisText code text={show(f)} data-field={f.name} data-user-content="" />
            ) : (
              <span data-field={f.name} data-user-content={f.kind === 'flag' || f.kind === 'select' ? undefined : ''}>
                {show(f)}
              </span>
            ),
          }))}
        />
      ))}
    </>
  );
}
