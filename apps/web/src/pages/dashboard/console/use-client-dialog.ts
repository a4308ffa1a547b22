import { useEffect, useMemo, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { getValueChoices } from '../../../api/value-lists';
import { showSuccess } from '../../../lib/feedback';
import { useSubmit } from '../../../components/submit/use-submit';
import { useUser } from '../queries';
import {
  blankForm,
  formToAdd,
  formToUpdate,
  profileToForm,
  REQUIRED_FIELDS,
  type FieldName,
  type FormValues,
} from './client-fields';

export type Mode = 'view' | 'edit';
/** A save either saved, or (adding) found likely duplicates not yet shown to the user. */
type SaveResult = { saved: ClientProfile } | { duplicates: ClientLikeness[] };

interface Options {
  guestcode: string | null;
  canEdit: boolean;
  adding: boolean;
  onAdded?: (saved: ClientProfile) => void;
  form: FormInstance<FormValues>;
}

/** What the dialog reads: the profile, the branch's required fields, the number a new client would get. */
function useClientReads({ guestcode, canEdit, adding }: Options) {
  const u = useUser();
  const open = adding || guestcode !== null;
  const query = useQuery({
    queryKey: ['client', u.gscode, guestcode] as const,
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
  // The branch's value lists (issue 37 #10): what the source, kind, level … fields offer, and
  // how the profile names a listed word in the reader's language (the call takes client:view, as the profile does).
  const choices = useQuery({
    queryKey: ['value-choices', u.gscode],
    queryFn: getValueChoices,
    enabled: open,
    staleTime: 60_000,
    retry: false,
  });
  const required = useMemo<readonly FieldName[]>(() => [...REQUIRED_FIELDS, ...(chosen.data ?? [])], [chosen.data]);
  return { open, query, next, required, choices: choices.data };
}

/** The save: a change, or an addition that first names likely duplicates once. */
function useClientSave({ adding, onAdded }: Options, toView: () => void) {
  const { t } = useTranslation();
  const u = useUser();
  const qc = useQueryClient();
  const { busy, refusal, run, setRefusal } = useSubmit();
  const [duplicates, setDuplicates] = useState<ClientLikeness[] | null>(null);
  // The duplicates already named to the user: the same ones do not stop a second save.
  const warnedFor = useRef('');

  const send = async (body: ClientUpdate | ClientAdd): Promise<SaveResult> => {
    if (!adding) return { saved: (await updateClient(body as ClientUpdate)).data };
    const found = (await findDuplicates(body.guestname, body.mobile ?? '')).data;
    const named = found.map((c) => c.guestcode).join(',');
    if (found.length > 0 && named !== warnedFor.current) {
      warnedFor.current = named;
      return { duplicates: found };
    }
    return { saved: (await addClient(body)).data };
  };
  const save = (body: ClientUpdate | ClientAdd) =>
    run(async () => {
      setDuplicates(null);
      const res = await send(body);
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
      toView();
    });
  return { save, busy, refusal, clearRefusal: () => setRefusal(null), duplicates };
}

/** The dialog's state: view or edit, the reads, the save, and what resets them. */
export function useClientDialog(options: Options) {
  const { guestcode, adding, form } = options;
  const [viewOrEdit, setMode] = useState<Mode>('view');
  const mode: Mode = adding ? 'edit' : viewOrEdit;
  const { open, query, next, required, choices } = useClientReads(options);
  const save = useClientSave(options, () => setMode('view'));
  const { duplicates, refusal, clearRefusal } = save;

  const alerts = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (duplicates || refusal) alerts.current?.scrollIntoView({ block: 'nearest' });
  }, [duplicates, refusal]);

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
    clearRefusal();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only another client resets the dialog, not a new clearRefusal
  }, [guestcode]);

  const profile = query.isError ? undefined : query.data;
  const startEdit = () => {
    if (!profile) return;
    clearRefusal();
    form.setFieldsValue(profileToForm(profile));
    setMode('edit');
  };
  // Saved through form.submit() → onFinish, so a field in error is scrolled to and focused
  // (the app-wide scrollToFirstError of app/providers.tsx); validateFields() alone would not.
  const submit = (values: FormValues) => {
    const out = adding
      ? formToAdd({ ...blankForm(), ...values }, required)
      : formToUpdate({ ...profileToForm(profile!), ...values }, required);
    if (out.ok) void save.save(out.body);
  };
  const cancelEdit = () => setMode('view');
  return { mode, open, query, profile, required, choices, save, duplicates, alerts, startEdit, submit, cancelEdit };
}
