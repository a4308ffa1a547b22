import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HomeDocument, UserInfo } from '@bo/contract';
import { saveHomePage } from '../../../api/site';
import { isStale, messageOf } from '../../../components/refusal';
import { showSuccess } from '../../../lib/feedback';
import { homeQuery } from './home-query';
import type { HomeSection } from './home-types';
import { sectionProblems } from './section-form';

/** The sections being edited, whether they differ from the saved ones, and saving them whole. */
export function useHomeEditor(doc: HomeDocument, user: UserInfo) {
  const { t } = useTranslation();
  const client = useQueryClient();
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
  const reset = () => setSections(doc.layout.sections);
  return { sections, setSections, busy, refusal, dirty, invalid, change, save, reset };
}
