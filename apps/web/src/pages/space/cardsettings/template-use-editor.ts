import { useState } from 'react';
import { Form } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardSide, CardSizeOption, CardTemplateRow } from '@bo/contract';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateTemplates, templateQueries } from './template-queries';
import { addTemplate, changeTemplate } from './templates-api';
import { templateBody, type TemplateValues } from './template-values';

/** The editor's state: the form, the sizes to pick from, the side previewed, and saving. */
export function useTemplateEditor(template: CardTemplateRow | null, onClose: () => void) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<TemplateValues>();
  const [side, setSide] = useState<CardSide>('front');
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateTemplates(client, user) });
  const sizes = useQuery(templateQueries.sizes(user));
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const sizeId = Form.useWatch('sizeId', form);
  const sizeOf = (id: number | undefined): CardSizeOption | undefined =>
    sizes.data?.find((s) => s.id === id) ?? (template && template.size.id === id ? template.size : undefined);

  const save = (v: TemplateValues) =>
    run(async () => {
      const body = templateBody(v);
      const saved = template
        ? await changeTemplate({ id: template.id, version: template.version, ...body })
        : await addTemplate(body);
      showSuccess(
        t(template ? 'cards.done.saved' : 'cards.done.added', { name: pickLang(lang, saved.name, saved.nameEn) }),
      );
      void invalidateTemplates(client, user);
      onClose();
    });

  return { form, side, setSide, busy, refusal, save, sizes, size: sizeOf(sizeId), lang } as const;
}
