import { useId, type SVGProps } from 'react';
import { CARD_FIELD_SAMPLES, CARD_SAFE_MM, MM_PER_PT, type CardField, type CardSide } from '@bo/contract';
import './card-preview.css';
import { wordOf } from '../../../locales/words';

export interface PreviewSize {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
  cornerMm: number;
}

interface Props {
  size: PreviewSize;
  /** The side's image (an upload address), '' for none. */
  image?: string;
  /** The template's fields; only those of `side` are drawn. */
  fields?: readonly Partial<CardField>[];
  side?: CardSide;
  lang: 'cn' | 'en';
  /** Accessible name of the drawing. */
  label: string;
  /** Largest width drawn in px (it shrinks to its container below that). */
  maxWidth?: number;
  'data-testid'?: string;
}

const ANCHOR = { left: 'start', center: 'middle', right: 'end' } as const;
const finite = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The card's measures in mm, made safe to draw: a size being typed may be empty or absurd. */
function geometry(size: PreviewSize) {
  const w = finite(size.widthMm, 90);
  const h = finite(size.heightMm, 54);
  const bleed = Math.max(0, finite(size.bleedMm));
  const corner = Math.min(Math.max(0, finite(size.cornerMm)), Math.min(w, h) / 2);
  const safe = Math.min(CARD_SAFE_MM, w / 4, h / 4);
  return { w, h, bleed, corner, safe };
}

/** One field's sample text (张三 / Zhang San …) at its position, size and colour. */
function SampleText({ field: f, lang }: { field: Partial<CardField>; lang: 'cn' | 'en' }) {
  return (
    <text
      x={finite(f.x)}
      y={finite(f.y)}
      fontSize={finite(f.fontSize, 9) * MM_PER_PT}
      fontWeight={f.bold ? 700 : 400}
      textAnchor={ANCHOR[f.align ?? 'left'] ?? 'start'}
      fill={f.color && /^#[0-9a-fA-F]{6}$/.test(f.color) ? f.color : '#222222'}
      data-field={f.key}
    >
      {f.key && f.key in CARD_FIELD_SAMPLES ? wordOf(CARD_FIELD_SAMPLES, f.key, lang) : ''}
    </text>
  );
}

/**
 * A card drawn from its size in mm (SVG, one user unit = 1 mm): the bleed area, the trim line with
 * its rounded corners, the safe area, the side's image as background and each field's sample text
 * (张三 / Zhang San …) at its position and size. It scales to the width it is given, so it fits a
 * 390 px screen as well as a dialog.
 */
export function CardPreview({
  size,
  image = '',
  fields = [],
  side = 'front',
  lang,
  label,
  maxWidth = 480,
  ...rest
}: Props) {
  const clip = useId();
  const { w, h, bleed, corner, safe } = geometry(size);
  const shown = fields.filter((f) => f.side === side && f.key);
  return (
    <svg
      className="card-preview"
      viewBox={`${-bleed} ${-bleed} ${w + 2 * bleed} ${h + 2 * bleed}`}
      style={{ maxWidth, aspectRatio: `${w + 2 * bleed} / ${h + 2 * bleed}` }}
      role="img"
      aria-label={label}
      data-side={side}
      data-testid={rest['data-testid'] ?? 'card-preview'}
    >
      <defs>
        <clipPath id={`${clip}-trim`}>
          <rect x={0} y={0} width={w} height={h} rx={corner} ry={corner} />
        </clipPath>
      </defs>
      <rect className="card-preview-bleed" x={-bleed} y={-bleed} width={w + 2 * bleed} height={h + 2 * bleed} />
      {/* The image over the bleed too, faint: what the cutter may take. */}
      {image && <BleedImage href={image} width={w} height={h} bleed={bleed} opacity={0.45} />}
      <g clipPath={`url(#${clip}-trim)`}>
        <rect className="card-preview-paper" x={0} y={0} width={w} height={h} />
        {image && <BleedImage href={image} width={w} height={h} bleed={bleed} data-testid="card-preview-image" />}
        {shown.map((f) => (
          <SampleText key={`${f.side}:${f.key}`} field={f} lang={lang} />
        ))}
      </g>
      <rect
        className="card-preview-trim"
        x={0}
        y={0}
        width={w}
        height={h}
        rx={corner}
        ry={corner}
        vectorEffect="non-scaling-stroke"
      />
      <rect
        className="card-preview-safe"
        x={safe}
        y={safe}
        width={Math.max(0, w - 2 * safe)}
        height={Math.max(0, h - 2 * safe)}
        rx={Math.max(0, corner - safe)}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** The card's image, covering the card and its bleed (cropped to fill, centred). */
function BleedImage({
  width,
  height,
  bleed,
  ...rest
}: { href: string; width: number; height: number; bleed: number } & SVGProps<SVGImageElement>) {
  return (
    <image
      x={-bleed}
      y={-bleed}
      width={width + 2 * bleed}
      height={height + 2 * bleed}
      preserveAspectRatio="xMidYMid slice"
      {...rest}
    />
  );
}
