import {
  CARD_FINISHES,
  CARD_PAPERS,
  type CardAlign,
  type CardFinish,
  type CardPaper,
  type CardField,
  type CardFieldKey,
  type CardSide,
  type CardTemplateRow,
} from '@bo/contract';
import { flagOf } from '../../../lib/flag';

/** One text field of the card as the form holds it: any part may still be empty. */
export interface FieldValues {
  key?: CardFieldKey;
  side?: CardSide;
  x?: number | null;
  y?: number | null;
  fontSize?: number | null;
  bold?: boolean;
  align?: CardAlign;
  color?: string;
}
export interface TemplateValues {
  name: string;
  nameEn: string;
  sizeId?: number;
  frontImage: string;
  backImage: string;
  fields: FieldValues[];
  paper: CardPaper;
  finish: CardFinish;
  prices: { quantity?: number | null; price?: string }[];
  status: boolean;
}

/** A field row the preview can draw and the server accepts. */
export const complete = (f: FieldValues): f is CardField =>
  !!f.key && !!f.side && typeof f.x === 'number' && typeof f.y === 'number' && typeof f.fontSize === 'number';

/** The editor's starting values: the template's own, or a blank one with a first price row. */
export function initialValues(template: CardTemplateRow | null): TemplateValues {
  return template
    ? {
        name: template.name,
        nameEn: template.nameEn,
        sizeId: template.size.id,
        frontImage: template.frontImage,
        backImage: template.backImage,
        fields: template.fields,
        // A row reads its words as text; the editor offers only the contract's (a word no longer
        // offered is refused on save with the server's message).
        paper: template.paper as CardPaper,
        finish: template.finish as CardFinish,
        prices: [...template.prices].sort((a, b) => a.quantity - b.quantity),
        status: template.status === 1,
      }
    : {
        name: '',
        nameEn: '',
        sizeId: undefined,
        frontImage: '',
        backImage: '',
        fields: [],
        paper: CARD_PAPERS[0],
        finish: CARD_FINISHES[0],
        prices: [{ quantity: 100, price: '' }],
        status: true,
      };
}

/** The form's values as the add and change calls take them. */
export function templateBody(v: TemplateValues) {
  return {
    name: v.name.trim(),
    nameEn: v.nameEn.trim(),
    sizeId: v.sizeId!,
    frontImage: v.frontImage ?? '',
    backImage: v.backImage ?? '',
    fields: (v.fields ?? []).filter(complete).map((f) => ({
      key: f.key,
      side: f.side,
      x: f.x,
      y: f.y,
      fontSize: f.fontSize,
      bold: !!f.bold,
      align: f.align ?? 'left',
      color: f.color ?? '#222222',
    })),
    paper: v.paper,
    finish: v.finish,
    // Sent from the smallest quantity up, as the contract wants them.
    prices: (v.prices ?? [])
      .map((p) => ({ quantity: p.quantity!, price: (p.price ?? '').trim() }))
      .sort((a, b) => a.quantity - b.quantity),
    status: flagOf(v.status),
  };
}
