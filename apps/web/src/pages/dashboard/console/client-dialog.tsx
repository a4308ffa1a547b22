import { Alert, Button, Form, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClientProfile } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { EllipsisText } from '../../../components/ellipsis-text';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useIsMobile } from '../../../lib/use-is-mobile';
import type { FieldDef, FormValues } from './client-fields';
import { DuplicatesWarning } from './client-duplicates';
import { ClientForm } from './client-form';
import { ProfileView } from './client-profile-view';
import { useClientDialog, type Mode } from './use-client-dialog';
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

/**
 * The client-info dialog of spec §2/§4: the profile read-only first, then edit (with the
 * client:edit mark), then closed. A load failure shows the server's message and resets the
 * form (spec §8); a save failure keeps the form and shows the server's message.
 * The same form adds a client (issue 12 #1): the number the server will hand out is shown, the
 * branch's required fields are marked and checked, and a likely duplicate (same name or mobile)
 * is named once before the save goes through.
 */
export function ClientDialog({ guestcode, name, canEdit, adding = false, onAdded, onClose }: ClientDialogProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form] = Form.useForm<FormValues>();
  const d = useClientDialog({ guestcode, canEdit, adding, onAdded, form });
  const { mode, query, profile, save, duplicates } = d;
  const label = (f: FieldDef) => t(`dashboard.client.fields.${f.name}`);
  const title = adding
    ? t('dashboard.client.addTitle')
    : `${t('dashboard.client.title')} · ${profile?.guestname ?? name}`;
  return (
    <Modal
      open={d.open}
      // The client's name is the client's data (the e2e language check leaves it alone).
      title={
        <EllipsisText text={title} data-testid="client-dialog-title" data-user-content={adding ? undefined : ''} />
      }
      onCancel={save.busy ? undefined : onClose}
      footer={footerButtons({
        mode: adding ? 'add' : mode,
        busy: save.busy,
        canEdit: canEdit && !!profile,
        saveAnyway: !!duplicates,
        onSave: () => form.submit(),
        onEdit: d.startEdit,
        onCancelEdit: d.cancelEdit,
        onClose,
        t,
      })}
      width={mobile ? '100%' : 980}
      style={mobile ? { top: 0, maxWidth: '100vw', paddingBottom: 0 } : { top: 40 }}
      destroyOnHidden
      forceRender
      data-testid="client-dialog"
    >
      {/* What stops a save sits above the form's own scrolling, and is scrolled to on a phone, where the whole dialog scrolls. */}
      <div ref={d.alerts}>
        <RefusalAlert text={save.refusal} testId="client-save-error" />
        {duplicates && <DuplicatesWarning list={duplicates} />}
      </div>
      <DialogBody mode={mode} mobile={mobile}>
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
        {profile && mode === 'view' && <ProfileView profile={profile} label={label} choices={d.choices} />}
        <ClientForm
          form={form}
          hidden={mode !== 'edit'}
          adding={adding}
          required={d.required}
          choices={d.choices}
          onFinish={d.submit}
        />
      </DialogBody>
    </Modal>
  );
}

/** The body scrolls on its own on a wide screen: focusable, so the keyboard can scroll it too (axe scrollable-region-focusable). */
function DialogBody({ mode, mobile, children }: { mode: Mode; mobile: boolean; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
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
      {children}
    </div>
  );
}

interface FooterOptions {
  mode: Mode | 'add';
  busy: boolean;
  /** May edit, and the profile is there to edit. */
  canEdit: boolean;
  /** Duplicates were named: the next save goes through anyway. */
  saveAnyway: boolean;
  onSave: () => void;
  onEdit: () => void;
  onCancelEdit: () => void;
  onClose: () => void;
  t: (key: string) => string;
}

/** Adding: cancel and save; viewing: close and edit; editing: back to the view and save. */
function footerButtons(o: FooterOptions) {
  const { t } = o;
  const saveButton = (
    <Button key="save" type="primary" loading={o.busy} onClick={o.onSave} data-testid="client-save">
      {t(o.saveAnyway ? 'dashboard.client.duplicates.saveAnyway' : 'dashboard.client.save')}
    </Button>
  );
  if (o.mode === 'add')
    return [
      <Button key="cancel" onClick={o.onClose} disabled={o.busy}>
        {t('common.cancel')}
      </Button>,
      saveButton,
    ];
  if (o.mode === 'view')
    return [
      <Button key="close" onClick={o.onClose} data-testid="client-close">
        {t('dashboard.client.close')}
      </Button>,
      o.canEdit ? (
        <Button key="edit" type="primary" onClick={o.onEdit} data-testid="client-edit">
          {t('dashboard.client.edit')}
        </Button>
      ) : null,
    ];
  return [
    <Button key="cancel" onClick={o.onCancelEdit} disabled={o.busy}>
      {t('dashboard.client.cancelEdit')}
    </Button>,
    saveButton,
  ];
}
