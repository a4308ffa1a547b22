import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HomeDocument, UserInfo } from '@bo/contract';
import { saveHomePage } from '../../../api/site';
import { useAllow } from '../../../components/allow';
import { isStale, messageOf } from '../../../components/refusal';
import { showSuccess } from '../../../lib/feedback';
import { SortableList } from '../../../components/sortable-list';
import { HomePreview } from './home-preview';
import { HOME_ROUTE, homeQuery } from './home-query';
import type { HomeSection } from './home-types';
import { SectionForm, sectionProblems } from './section-form';
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
  const client = useQueryClient();
  const canEdit = useAllow(HOME_ROUTE, 'index:edit');
  const [sections, setSections] = useState<HomeSection[]>(doc.layout.sections);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; stale: boolean } | null>(null);
  const dirty = useMemo(() => JSON.stringify(sections) !== JSON.stringify(doc.layout.sections), [sections, doc]);
  const invalid = sections.some((s) => Object.keys(sectionProblems(s)).length > 0);

  // Leaving with unsaved changes asks first (a reload or closing the tab).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: HomeSection) => setSections((list) => list.map((s) => (s.key === next.key ? next : s)));
  const save = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      const saved = await saveHomePage({ layout: { sections }, version: doc.version });
      client.setQueryData(homeQuery(user).queryKey, saved);
      showSuccess(t('site.home.saved'));
    } catch (e) {
      setRefusal({ text: messageOf(e), stale: isStale(e) });
    } finally {
      setBusy(false);
    }
  };

  const sectionName = (key: HomeSection['key']) => t(`site.home.section.${key}`);
  const savedAt = doc.updatedAt ? branchTime(doc.updatedAt, 'YYYY-MM-DD HH:mm') : '';

  return (
    <div className="home-page" data-testid="home-page">
      <Card size="small" className="home-editor">
        <div className="home-head">
          <h2>{title}</h2>
          <span className="bo-muted home-saved" data-testid="home-saved-by">
            {doc.version === 0
              ? t('site.home.neverSaved')
              : t('site.home.savedBy', { who: doc.updatedBy, at: savedAt })}
          </span>
        </div>
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
          renderItem={(s, handle) => (
            <div
              className={`home-section${s.enabled ? '' : ' home-section-off'}`}
              data-testid="home-section"
              data-key={s.key}
            >
              <div className="home-section-head">
                {handle}
                <Switch
                  size="small"
                  checked={s.enabled}
                  disabled={!canEdit}
                  onChange={(on) => change({ ...s, enabled: on })}
                  aria-label={t('site.home.enabledOf', { name: sectionName(s.key) })}
                  data-testid="home-section-enabled"
                />
                <strong className="home-section-name">{sectionName(s.key)}</strong>
                {!s.enabled && <span className="bo-muted">{t('site.home.off')}</span>}
              </div>
              {/* The section's name is shown above; its legend names the group (and, in SectionForm, every field of it) for assistive technology. */}
              <fieldset disabled={!canEdit} className="home-section-body">
                <legend className="bo-visually-hidden">{sectionName(s.key)}</legend>
                <SectionForm section={s} sectionName={sectionName(s.key)} onChange={change} />
              </fieldset>
            </div>
          )}
        />
        {canEdit && (
          <div className="home-actions">
            {dirty && (
              <span className="bo-muted" data-testid="home-dirty">
                {t('site.home.unsaved')}
              </span>
            )}
            <Button onClick={() => setSections(doc.layout.sections)} disabled={!dirty || busy} data-testid="home-reset">
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
