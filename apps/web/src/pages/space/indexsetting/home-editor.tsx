import { Alert, Button, Card, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HomeDocument, UserInfo } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { SortableList } from '../../../components/sortable-list';
import { HomePreview } from './home-preview';
import { HOME_ROUTE } from './home-query';
import type { HomeSection } from './home-types';
import { SectionForm } from './section-form';
import { useHomeEditor } from './use-home-editor';
import './home.css';
import { branchTime } from '../../../components/branch-time';

/**
 * The home page's editor (loaded after the page, with dnd-kit and the section forms): the
 * sections switched, ordered by dragging and set up, saved whole with the version read; the
 * phone sketch beside follows every change.
 */
export default function HomeEditor({
  doc,
  title,
  user,
  onReload,
}: {
  doc: HomeDocument;
  title: string;
  user: UserInfo;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const canEdit = useAllow(HOME_ROUTE, 'index:edit');
  const { sections, setSections, busy, refusal, dirty, invalid, change, save, reset } = useHomeEditor(doc, user);
  return (
    <div className="home-page" data-testid="home-page">
      <Card size="small" className="home-editor">
        <EditorHead doc={doc} title={title} />
        <p className="bo-muted">{t('site.home.intro')}</p>
        {refusal && (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="home-refusal"
            title={refusal.text}
            action={
              refusal.stale ? (
                <Button size="small" onClick={onReload} data-testid="home-reload">
                  {t('site.home.stale')}
                </Button>
              ) : undefined
            }
            data-testid="home-refused"
          />
        )}
        <SortableList
          items={sections}
          idOf={(s) => s.key}
          onMove={setSections}
          handleLabel={t('site.home.handle')}
          disabled={!canEdit}
          data-testid="home-sections"
          renderItem={(s, handle) => <SectionItem section={s} handle={handle} canEdit={canEdit} onChange={change} />}
        />
        {canEdit && (
          <div className="home-actions">
            {dirty && (
              <span className="bo-muted" data-testid="home-dirty">
                {t('site.home.unsaved')}
              </span>
            )}
            <Button onClick={reset} disabled={!dirty || busy} data-testid="home-reset">
              {t('site.home.reset')}
            </Button>
            <Button
              type="primary"
              onClick={() => void save()}
              loading={busy}
              disabled={!dirty || invalid}
              data-testid="home-save"
            >
              {t('site.home.save')}
            </Button>
          </div>
        )}
      </Card>
      <Card size="small" className="home-preview-card" title={t('site.home.preview')}>
        <p className="bo-muted">{t('site.home.previewHelp')}</p>
        <HomePreview sections={sections} />
      </Card>
    </div>
  );
}

/** One section in the list: its drag handle, its switch and name, and its own settings. */
function SectionItem({
  section: s,
  handle,
  canEdit,
  onChange,
}: {
  section: HomeSection;
  handle: React.ReactNode;
  canEdit: boolean;
  onChange: (next: HomeSection) => void;
}) {
  const { t } = useTranslation();
  const name = t(`site.home.section.${s.key}`);
  return (
    <div className={`home-section${s.enabled ? '' : ' home-section-off'}`} data-testid="home-section" data-key={s.key}>
      <div className="home-section-head">
        {handle}
        <Switch
          size="small"
          checked={s.enabled}
          disabled={!canEdit}
          onChange={(on) => onChange({ ...s, enabled: on })}
          aria-label={t('site.home.enabledOf', { name })}
          data-testid="home-section-enabled"
        />
        <strong className="home-section-name">{name}</strong>
        {!s.enabled && <span className="bo-muted">{t('site.home.off')}</span>}
      </div>
      {/* The section's name is shown above; its legend names the group (and, in SectionForm, every field of it) for assistive technology. */}
      <fieldset disabled={!canEdit} className="home-section-body">
        <legend className="bo-visually-hidden">{name}</legend>
        <SectionForm section={s} sectionName={name} onChange={onChange} />
      </fieldset>
    </div>
  );
}

/** The page's title, and who saved the layout last and when. */
function EditorHead({ doc, title }: { doc: HomeDocument; title: string }) {
  const { t } = useTranslation();
  const savedAt = doc.updatedAt ? branchTime(doc.updatedAt, 'YYYY-MM-DD HH:mm') : '';
  return (
    <div className="home-head">
      <h2>{title}</h2>
      <span className="bo-muted home-saved" data-testid="home-saved-by">
        {doc.version === 0 ? t('site.home.neverSaved') : t('site.home.savedBy', { who: doc.updatedBy, at: savedAt })}
      </span>
    </div>
  );
}
