import { useState } from 'react';
import { Modal, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { CARD_SIDE_NAMES, CARD_SIDES, type CardSide, type CardTemplateRow } from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';
import { CardPreview } from './card-preview';
import './templates.css';
import { wordIn } from '../../../locales/words';

/** A template's card drawn with sample data, front or back (the list's "Preview"). */
export default function PreviewDialog({ template, onClose }: { template: CardTemplateRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [side, setSide] = useState<CardSide>('front');
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const name = pickLang(lang, template.name, template.nameEn);
  return (
    <Modal
      open
      title={t('cards.preview.title', { name })}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      data-testid="preview-dialog"
    >
      <PreviewSides template={template} side={side} onSide={setSide} name={name} lang={lang} />
    </Modal>
  );
}

/** The side switch and the drawing; the editor's live preview uses it too. */
export function PreviewSides({
  template,
  side,
  onSide,
  name,
  lang,
}: {
  template: Pick<CardTemplateRow, 'size' | 'frontImage' | 'backImage' | 'fields'>;
  side: CardSide;
  onSide: (s: CardSide) => void;
  name: string;
  lang: 'cn' | 'en';
}) {
  const { t } = useTranslation();
  const sideName = (s: CardSide) => wordIn(CARD_SIDE_NAMES[s], lang);
  return (
    <div className="ct-preview">
      <Segmented<CardSide>
        value={side}
        onChange={onSide}
        options={CARD_SIDES.map((s) => ({ value: s, label: sideName(s) }))}
        aria-label={t('cards.preview.side')}
        data-testid="preview-side"
      />
      <CardPreview
        size={template.size}
        image={side === 'front' ? template.frontImage : template.backImage}
        fields={template.fields}
        side={side}
        lang={lang}
        label={t('cards.preview.label', {
          name,
          side: sideName(side),
          w: template.size.widthMm,
          h: template.size.heightMm,
        })}
      />
      <p className="bo-muted ct-legend">{t('cards.preview.legend')}</p>
    </div>
  );
}
