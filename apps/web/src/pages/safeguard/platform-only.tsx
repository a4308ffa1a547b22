import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainResult } from '../../components/plain-result';

/**
 * What a branch other than the platform owner's sees on a safeguard page (the database, the
 * servers): who looks after them. `words` names the page's strings: `<words>.platformOnlyTitle`
 * and `<words>.platformOnly`.
 */
export function PlatformOnly({ icon, words, testId }: { icon: ReactNode; words: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <PlainResult
      status="info"
      icon={icon}
      title={t(`${words}.platformOnlyTitle`)}
      subTitle={t(`${words}.platformOnly`)}
      data-testid={testId}
    />
  );
}
