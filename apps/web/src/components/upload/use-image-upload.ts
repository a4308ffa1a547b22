import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_MAX_BYTES } from '@bo/contract';
import { ApiError, isSessionEnded } from '../../api/http';
import { getUploadRules, uploadImage } from '../../api/uploads';
import { useUserStore } from '../../stores/user';
import { checkImageFile, formatBytes, formatLimit } from './image-check';

/** The branch's rules, asked once per branch and kept for a minute. */
function useMaxBytes(own?: number): number {
  const gscode = useUserStore((s) => s.info?.gscode ?? '');
  const rules = useQuery({
    queryKey: ['upload-rules', gscode],
    queryFn: getUploadRules,
    staleTime: 60_000,
    enabled: !!gscode,
  });
  const branch = rules.data?.maxBytes ?? IMAGE_UPLOAD_MAX_BYTES;
  return own ? Math.min(own, branch) : branch;
}

/**
 * One image's upload: the file is looked at in the browser first (its first bytes, its size
 * against the limit), then sent with its progress; a local preview shows meanwhile.
 */
export function useImageUpload(own: number | undefined, onChange: ((address: string) => void) | undefined) {
  const { t } = useTranslation();
  const maxBytes = useMaxBytes(own);
  const [local, setLocal] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const limit = formatLimit(maxBytes);
  const busy = progress !== null;

  // The local preview's object URL is released when replaced or unmounted.
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = async (file: File | undefined) => {
    if (!file || busy) return;
    setProblem('');
    const wrong = await checkImageFile(file, maxBytes);
    if (wrong) {
      setProblem(t(`upload.problem.${wrong}`, { size: formatBytes(file.size), limit }));
      return;
    }
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    try {
      const stored = await uploadImage(file, { onProgress: setProgress });
      onChange?.(stored.url);
    } catch (e) {
      // A newer choice replaced this upload, or the session ended (the client says so itself).
      if ((e instanceof ApiError && e.cancelled) || isSessionEnded(e)) return;
      // The server's refusal (not an image, damaged, too large …) is already in the user's words.
      const refused = e instanceof ApiError && (e.status === 400 || e.status === 413);
      setProblem(refused ? e.message : t('upload.failed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setLocal('');
      setProgress(null);
    }
  };

  return { local, progress, problem, busy, limit, choose };
}
